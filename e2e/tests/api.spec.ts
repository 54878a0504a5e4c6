import { expect, test } from '../support/test';

test.describe('the one-port server', () => {
  test('publishes OpenAPI 3.1 and answers errors as { code, message, details }', async ({ request }) => {
    const spec = await request.get('/v1/openapi.json');
    expect(spec.ok()).toBe(true);
    expect((await spec.json()).openapi).toMatch(/^3\.1\./);

    const unknown = await request.get('/v1/no-such-route');
    expect(unknown.status()).toBe(404);
    expect(await unknown.json()).toMatchObject({ code: 'NOT_FOUND', message: expect.any(String) });

    const malformed = await request.post('/v1/auth/login', {
      headers: { 'content-type': 'application/json' },
      data: '{"email": ',
    });
    expect(malformed.status()).toBe(400);
    expect(await malformed.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
  });

  test('serves the shell for a deep link, so a reload of any page works', async ({ request }) => {
    const page = await request.get('/bookings/123', { headers: { accept: 'text/html' } });
    expect(page.status()).toBe(200);
    expect(page.headers()['content-type']).toContain('text/html');
    expect(await page.text()).toContain('<div id="root">');
  });

  test('tells the shell where each remote is through /remotes.json', async ({ request }) => {
    const remotes = await (await request.get('/remotes.json')).json();
    expect(Object.keys(remotes).sort()).toEqual(['bookings', 'organizations', 'quotations', 'reports', 'track']);
    for (const url of Object.values<string>(remotes)) {
      const manifest = await request.get(url);
      expect(manifest.ok()).toBe(true);
    }
  });
});
