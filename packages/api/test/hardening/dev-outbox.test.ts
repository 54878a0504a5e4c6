import { createTestApp, type TestApp } from '../helpers/test-app';

/** The development outbox lists codes and links: only this machine may read it (docs/adr/017-hardening.md#development-outbox). */
describe('the development outbox answers loopback clients only', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(() => t.close());

  const outbox = (remoteAddress: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: '/v1/dev/outbox', remoteAddress, headers });

  it.each(['127.0.0.1', '::1', '::ffff:127.0.0.1'])('answers %s', async (address) => {
    expect((await outbox(address)).statusCode).toBe(200);
  });

  it('answers 404 to another address, and to a loopback proxy forwarding for another address', async () => {
    for (const response of [await outbox('203.0.113.9'), await outbox('10.0.0.5'), await outbox('127.0.0.1', { 'x-forwarded-for': '203.0.113.9' })]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND', details: null });
    }
  });
});

describe('CSP violation reports (development)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(() => t.close());

  it('pages name the collector in their CSP, which keeps reports and lists them to loopback clients only', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(page.headers['content-security-policy']).toContain('report-uri /v1/dev/csp-reports');
    const report = { 'csp-report': { 'document-uri': 'http://127.0.0.1/bookings', 'violated-directive': 'script-src-elem', 'blocked-uri': 'inline' } };
    const posted = await t.app.inject({ method: 'POST', url: '/v1/dev/csp-reports', headers: { 'content-type': 'application/csp-report' }, payload: JSON.stringify(report) });
    expect(posted.statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: '/v1/dev/csp-reports' })).json()).toEqual({ reports: [report] });
    expect((await t.app.inject({ method: 'GET', url: '/v1/dev/csp-reports', remoteAddress: '203.0.113.9' })).statusCode).toBe(404);
  });
});
