import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../helpers/test-app';

describe('health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(() => t.close());

  it('GET /healthz answers while the process is alive', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('GET /readyz answers 200 when the database is reachable and migrated', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready' });
  });

  it('GET /readyz answers 503 when the migrations are not applied', async () => {
    await t.database.db.execute(sql`alter table drizzle.__drizzle_migrations rename to __drizzle_migrations_hidden`);
    try {
      const response = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ status: 'unavailable' });
    } finally {
      await t.database.db.execute(sql`alter table drizzle.__drizzle_migrations_hidden rename to __drizzle_migrations`);
    }
  });

  it('returns the request id it was given, or a fresh UUID', async () => {
    const given = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'trace-abc.123' } });
    expect(given.headers['x-request-id']).toBe('trace-abc.123');
    const fresh = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'bad id with spaces' } });
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
