import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorBodySchema } from '@freightdeck/contracts';
import { appSettings } from '../../src/db/schema';
import { PUBLIC } from '../../src/plugins/access';
import { createTestApp, type TestApp } from '../helpers/test-app';

const json = { 'content-type': 'application/json' };

describe('one error handler: { code, message, details }', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      seed: false,
      extend: (app) => {
        app.withTypeProvider<ZodTypeProvider>().get('/v1/test/boom', {
          config: PUBLIC,
          schema: { querystring: z.object({}), response: { 200: z.object({}) } },
          handler: async () => {
            throw new Error('database password is hunter2');
          },
        });
        app.withTypeProvider<ZodTypeProvider>().post('/v1/test/settings', {
          config: PUBLIC,
          schema: { body: z.object({ key: z.string() }), response: { 200: z.object({}) } },
          handler: async (request) => {
            await t.database.db.insert(appSettings).values({ key: request.body.key, value: 'x' });
            return {};
          },
        });
        app.withTypeProvider<ZodTypeProvider>().get('/v1/test/items/:id', {
          config: PUBLIC,
          schema: { params: z.object({ id: z.uuid() }), querystring: z.object({ page: z.coerce.number().int().min(1).optional() }), response: { 200: z.object({ id: z.string() }) } },
          handler: async (request) => ({ id: request.params.id }),
        });
      },
    });
  });
  afterAll(() => t.close());

  it('answers malformed JSON with 400 VALIDATION_ERROR naming the body', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/v1/auth/login', headers: json, payload: '{"email": "a@b.c",' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'VALIDATION_ERROR', message: expect.any(String), details: [{ path: 'body', message: 'body must be valid JSON' }] });
  });

  it('answers an empty JSON body with 400, not 500', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/v1/auth/login', headers: json, payload: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_ERROR');
  });

  it('names each field that violates the schema', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/v1/auth/login', payload: { email: 'not-an-email', password: '' } });
    expect(response.statusCode).toBe(400);
    const body = ErrorBodySchema.parse(response.json());
    expect(body.code).toBe('VALIDATION_ERROR');
    expect((body.details as { path: string }[]).map((d) => d.path).sort()).toEqual(['email', 'password']);
  });

  it('names a missing body and prefixes params and query fields', async () => {
    const missing = await t.app.inject({ method: 'POST', url: '/v1/auth/token/refresh' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details).toEqual([{ path: 'body', message: expect.any(String) }]);
    const badUuid = await t.app.inject({ method: 'GET', url: '/v1/test/items/not-a-uuid' });
    expect(badUuid.statusCode).toBe(400);
    expect(badUuid.json().details).toEqual([{ path: 'params.id', message: expect.any(String) }]);
    const badQuery = await t.app.inject({ method: 'GET', url: `/v1/test/items/${crypto.randomUUID()}?page=0` });
    expect(badQuery.statusCode).toBe(400);
    expect(badQuery.json().details).toEqual([{ path: 'query.page', message: expect.any(String) }]);
  });

  it('answers a body that is not JSON with 415', async () => {
    for (const type of ['text/plain', 'application/xml']) {
      const response = await t.app.inject({ method: 'POST', url: '/v1/auth/login', headers: { 'content-type': type }, payload: 'email=a' });
      expect(response.statusCode).toBe(415);
      expect(response.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE', details: null });
    }
  });

  it('answers an oversized body with 413 PAYLOAD_TOO_LARGE', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/v1/auth/login', headers: json, payload: JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(2 * 1024 * 1024) }) });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', details: null });
  });

  it('answers an unknown route with 404 NOT_FOUND', async () => {
    for (const [method, url] of [['GET', '/v1/nothing-here'], ['DELETE', '/v1/auth/login'], ['GET', '/unknown']] as const) {
      const response = await t.app.inject({ method, url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'NOT_FOUND', message: expect.any(String), details: null });
    }
  });

  it('answers a unique-constraint race with 409 CONFLICT', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/v1/test/settings', payload: { key: 'race' } })).statusCode).toBe(200);
    const second = await t.app.inject({ method: 'POST', url: '/v1/test/settings', payload: { key: 'race' } });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ code: 'CONFLICT', details: null });
  });

  it('answers an unexpected error with 500 INTERNAL_ERROR and no stack or message', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/v1/test/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ code: 'INTERNAL_ERROR', message: 'Unknown error, please contact us for assistance.', details: null });
    expect(response.body).not.toMatch(/hunter2|at \w+ \(|\.ts:/);
  });
});
