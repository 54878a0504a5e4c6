import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { buildApp } from '../../src/app';
import { describeAccess, SIGNED_IN, withPermission } from '../../src/plugins/access';
import { authHeaders, signIn } from '../helpers/auth';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * Every /v1 route with who may call it (docs/product/permissions.md#enforcement-in-the-api). A
 * route without a rule stops the app at start; this table makes each rule visible in review, and
 * the sweep below checks that every non-public route really refuses a caller without a token.
 */
const EXPECTED: Record<string, string> = {
  'POST /v1/auth/login': 'public',
  'POST /v1/auth/two-fa/send': 'public',
  'POST /v1/auth/token/refresh': 'public',
  'POST /v1/auth/logout': 'public',
  'POST /v1/auth/password/forgot': 'public',
  'POST /v1/auth/password/reset': 'public',
  'GET /v1/users/invitation/:id': 'public',
  'POST /v1/users/activate': 'public',
  'POST /v1/auth/impersonate': 'permission "user:impersonate"',
  'POST /v1/auth/unimpersonate': 'signed-in',
  'GET /v1/auth/security': 'signed-in',
  'PATCH /v1/auth/security': 'signed-in',
  'POST /v1/auth/security/totp': 'signed-in',
  'GET /v1/users/self': 'signed-in',
  'GET /v1/dev/outbox': 'public',
  'GET /v1/users': 'permission {"or":["user:organization:view","user:view"]}',
  'GET /v1/users/:id': 'permission {"or":["user:organization:view","user:view"]}',
  'POST /v1/users/invite': 'permission {"or":["user:invite","user:organization:manage"]}',
  'PATCH /v1/users/:id': 'permission "user:organization:manage"',
  'POST /v1/users/:id/deactivate': 'permission "user:organization:manage"',
  'POST /v1/users/:id/reactivate': 'permission "user:organization:manage"',
  'DELETE /v1/users/:id': 'permission "user:organization:manage"',
  'POST /v1/users/:id/invitation': 'permission {"or":["user:invite","user:organization:manage"]}',
  'GET /v1/users/roles': 'permission {"or":["user-role:view","user:invite","user:organization:view","user:view"]}',
  'POST /v1/users/roles': 'permission "user-role:manage"',
  'PATCH /v1/users/roles/:id': 'permission "user-role:manage"',
  'DELETE /v1/users/roles/:id': 'permission "user-role:manage"',
};

describe('route access rules', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      seed: true,
      extend: (app) => {
        const typed = app.withTypeProvider<ZodTypeProvider>();
        typed.get('/v1/test/any-user', { config: SIGNED_IN, schema: { headers: z.looseObject({}), response: { 200: z.object({ ok: z.boolean() }) } }, handler: async () => ({ ok: true }) });
        typed.get('/v1/test/managers/:id', {
          config: withPermission({ and: ['user:view', { or: ['booking:manage', 'quotation:manage'] }] }),
          schema: { params: z.object({ id: z.string() }), response: { 200: z.object({ ok: z.boolean() }) } },
          handler: async () => ({ ok: true }),
        });
      },
    });
  });
  afterAll(() => t.close());

  it('lists every /v1 route with its rule; the sign-in routes have the expected ones', () => {
    const table = Object.fromEntries(t.app.routeAccess.map((r) => [`${r.method} ${r.url}`, describeAccess(r.access)]));
    // Printed so a reader of the test output sees every route's rule at a glance.
    process.stdout.write(`\n${Object.entries(table).map(([route, rule]) => `  ${route.padEnd(48)} ${rule}`).join('\n')}\n`);
    expect(table).toMatchObject(EXPECTED);
    expect(t.app.routeAccess.filter((r) => r.method === 'HEAD')).toEqual([]);
  });

  it('every route that is not public answers 401 INVALID_ACCESS_TOKEN without a token', async () => {
    const guarded = t.app.routeAccess.filter((r) => r.access !== 'public');
    expect(guarded.length).toBeGreaterThanOrEqual(7);
    for (const route of guarded) {
      const url = route.url.replace(/:(\w+)/g, () => randomUUID());
      const response = await t.app.inject({ method: route.method as 'GET', url, payload: route.method === 'GET' ? undefined : {} });
      expect([route.url, response.statusCode, response.json().code]).toEqual([route.url, 401, 'INVALID_ACCESS_TOKEN']);
    }
  });

  it('a permission rule answers 403 FORBIDDEN without it, with or/and lists', async () => {
    const ops = await signIn(t.app, 'ops@freightdeck.test'); // user:view and booking (covers booking:manage)
    const vera = await signIn(t.app, 'vera@acme-pharma.test');
    expect((await t.app.inject({ method: 'GET', url: '/v1/test/managers/1', headers: authHeaders(ops) })).statusCode).toBe(200);
    const denied = await t.app.inject({ method: 'GET', url: '/v1/test/managers/1', headers: authHeaders(vera) });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().code).toBe('FORBIDDEN');
    expect((await t.app.inject({ method: 'GET', url: '/v1/test/any-user', headers: authHeaders(vera) })).statusCode).toBe(200);
  });

  it('the OpenAPI document marks guarded routes with the bearer scheme', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/v1/openapi.json' })).json();
    expect(document.paths['/v1/auth/security'].get.security).toEqual([{ bearerAuth: [] }]);
    expect(document.paths['/v1/auth/login'].post.security).toBeUndefined();
  });

  it('a /v1 route without an access rule, or with an unknown one, stops the app from starting', async () => {
    for (const config of [undefined, { access: 'everyone' }]) {
      const app = await buildApp({ config: t.config, database: t.database });
      try {
        expect(() =>
          app.withTypeProvider<ZodTypeProvider>().get('/v1/test/forgotten', {
            ...(config ? { config: config as never } : {}),
            schema: { querystring: z.object({}), response: { 200: z.object({}) } },
            handler: async () => ({}),
          }),
        ).toThrow(/GET \/v1\/test\/forgotten declares no access rule/);
      } finally {
        await app.close();
      }
    }
  });
});
