import { createTestApp, type TestApp } from '../helpers/test-app';

/** Bad input never produces a 500 (docs/product/forms.md#validation-errors-from-the-api). */
describe('bad input', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(() => t.close());

  it.each([
    ['malformed URL encoding', { method: 'GET' as const, url: '/v1/%E0%A4%A' }],
    ['JSON array body', { method: 'POST' as const, url: '/v1/auth/login', payload: '[]', headers: { 'content-type': 'application/json' } }],
    ['JSON null body', { method: 'POST' as const, url: '/v1/auth/login', payload: 'null', headers: { 'content-type': 'application/json' } }],
    ['prototype pollution', { method: 'POST' as const, url: '/v1/auth/login', payload: '{"__proto__":{"x":1},"email":"a@b.c","password":"x"}', headers: { 'content-type': 'application/json' } }],
    ['wrong types', { method: 'POST' as const, url: '/v1/auth/token/refresh', payload: { refreshToken: 42 } }],
    ['over-long refresh token', { method: 'POST' as const, url: '/v1/auth/token/refresh', payload: { refreshToken: 'x'.repeat(10_000) } }],
    ['bad outbox limit', { method: 'GET' as const, url: '/v1/dev/outbox?limit=abc' }],
    ['over-long 2FA header', { method: 'POST' as const, url: '/v1/auth/login', payload: { email: 'a@b.c', password: 'x' }, headers: { 'x-2fa-code': '1'.repeat(100) } }],
    ['form-encoded body', { method: 'POST' as const, url: '/v1/auth/login', payload: 'email=a', headers: { 'content-type': 'application/x-www-form-urlencoded' } }],
    ['bearer garbage', { method: 'GET' as const, url: '/v1/users/self', headers: { authorization: 'Bearer \u00ff\u00fe', 'x-public-key': 'x' } }],
  ])('%s answers 4xx with an error body', async (_name, request) => {
    const response = await t.app.inject(request);
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(['code', 'details', 'message']);
    expect(body).toMatchObject({ code: expect.any(String), message: expect.any(String) });
  });
});
