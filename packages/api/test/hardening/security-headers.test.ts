import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { paths } from '@freightdeck/contracts';
import { createTestApp, type TestApp } from '../helpers/test-app';

const html = { accept: 'text/html' };
const directives = (csp: string | undefined) => Object.fromEntries((csp ?? '').split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...values]) => [name, values]));

/** Security headers on every page and answer (docs/adr/017-hardening.md#security-headers). */
describe('security headers', () => {
  let t: TestApp;
  let staticRoot: string;
  beforeAll(async () => {
    staticRoot = await mkdtemp(path.join(tmpdir(), 'fd-static-'));
    await mkdir(path.join(staticRoot, 'shell', 'dist'), { recursive: true });
    await writeFile(path.join(staticRoot, 'shell', 'dist', 'index.html'), '<!doctype html><title>Freightdeck</title><div id="root"></div><script src="/main.js"></script>');
    t = await createTestApp({
      seed: false,
      env: { STATIC_ROOT: staticRoot, TRUST_PROXY: 'true', REMOTES: JSON.stringify({ bookings: 'https://cdn.example.com/bookings/v2/mf-manifest.json', track: '/remotes/track/mf-manifest.json' }) },
    });
  });
  afterAll(async () => {
    await t.close();
    await rm(staticRoot, { recursive: true, force: true });
  });

  const pages = ['/', '/login', `${paths.bookingPrint('FD-1')}?token=secret`, `${paths.bookingDelivery('FD-1')}?token=secret`];

  it.each([...pages, '/v1/docs/'])('%s carries CSP, frame, sniffing and referrer headers', async (url) => {
    const response = await t.app.inject({ method: 'GET', url, headers: html });
    expect(response.statusCode).toBe(200);
    const csp = directives(response.headers['content-security-policy'] as string);
    expect(csp['script-src']).toEqual(["'self'", 'https://cdn.example.com']);
    expect(csp['connect-src']).toEqual(["'self'", 'https://cdn.example.com']);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['script-src']).not.toContain("'unsafe-inline'");
    expect(response.headers).toMatchObject({ 'x-frame-options': 'DENY', 'x-content-type-options': 'nosniff', 'referrer-policy': 'no-referrer' });
  });

  it('sends HSTS only over HTTPS, which behind TRUST_PROXY the proxy tells', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/', headers: html })).headers['strict-transport-security']).toBeUndefined();
    const https = await t.app.inject({ method: 'GET', url: '/', headers: { ...html, 'x-forwarded-proto': 'https' } });
    expect(https.headers['strict-transport-security']).toMatch(/^max-age=\d{7,}/);
  });

  it('answers that carry tokens are never cached', async () => {
    for (const request of [
      { method: 'POST' as const, url: '/v1/auth/login', payload: { email: 'nobody@example.com', password: 'x' } },
      { method: 'POST' as const, url: '/v1/auth/token/refresh', payload: { refreshToken: 'x' } },
      { method: 'GET' as const, url: '/v1/users/self' },
    ]) {
      expect((await t.app.inject(request)).headers['cache-control']).toBe('no-store');
    }
  });

  it('follows REMOTES_FILE while the portal runs: /remotes.json and the policy name a remote released to a new origin', async () => {
    const file = path.join(staticRoot, 'remotes.json');
    const live = await createTestApp({ seed: false, env: { STATIC_ROOT: staticRoot, REMOTES_FILE: file } });
    try {
      const now = async () => ({
        remotes: (await live.app.inject({ method: 'GET', url: '/remotes.json' })).json<Record<string, string>>(),
        csp: directives((await live.app.inject({ method: 'GET', url: '/bookings', headers: html })).headers['content-security-policy'] as string),
      });
      const before = await now();
      expect(before.remotes.bookings).toBe('/remotes/bookings/mf-manifest.json');
      expect(before.csp['script-src']).toEqual(["'self'"]);

      await writeFile(file, JSON.stringify({ bookings: 'https://cdn.example.net/bookings/release-2/mf-manifest.json' }));
      const released = await now();
      expect(released.remotes).toMatchObject({ bookings: 'https://cdn.example.net/bookings/release-2/mf-manifest.json', track: '/remotes/track/mf-manifest.json' });
      for (const directive of ['script-src', 'connect-src', 'style-src', 'img-src', 'font-src']) expect(released.csp[directive]).toContain('https://cdn.example.net');

      // A half-written edit leaves the last good entries in force.
      await writeFile(file, '{ "bookings": ');
      expect((await now()).remotes.bookings).toBe('https://cdn.example.net/bookings/release-2/mf-manifest.json');
    } finally {
      await live.close();
    }
  });
});
