import { eq, sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SelfSchema, type TokenPair } from '@freightdeck/contracts';
import { buildApp } from '../../../src/app';
import { appSettings, sessions } from '../../../src/db/schema';
import { withPermission } from '../../../src/plugins/access';
import { authHeaders, signIn } from '../../helpers/auth';
import { createTestApp, type TestApp } from '../../helpers/test-app';

describe('sessions: refresh, logout, bearer auth', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      extend: (app) => {
        app.withTypeProvider<ZodTypeProvider>().get('/v1/test/impersonate-check', {
          config: withPermission({ or: ['user:impersonate', 'user:manage'] }),
          schema: { headers: z.looseObject({}), response: { 200: z.object({ ok: z.boolean() }) } },
          handler: async () => ({ ok: true }),
        });
      },
    });
  });
  afterAll(() => t.close());

  const refresh = (refreshToken: string) => t.app.inject({ method: 'POST', url: '/v1/auth/token/refresh', payload: { refreshToken } });
  const self = (tokens: Pick<TokenPair, 'accessToken' | 'publicKey'>) => t.app.inject({ method: 'GET', url: '/v1/users/self', headers: authHeaders(tokens) });

  it('GET /v1/users/self answers the signed-in user', async () => {
    const tokens = await signIn(t.app, 'anna@acme-pharma.test');
    const response = await self(tokens);
    expect(response.statusCode).toBe(200);
    const body = SelfSchema.parse(response.json());
    expect(body).toMatchObject({ email: 'anna@acme-pharma.test', firstName: 'Anna', avatarUrl: null, twoFaEnabled: false, twoFaMethod: 'EMAIL' });
    expect(body.organizations).toEqual([{ id: expect.any(String), name: 'Acme Pharma', isPrimary: false }]);
    expect(body.roles.map((r) => r.name)).toEqual(['Customer administrator']);
    expect(body.permissions).toEqual(expect.arrayContaining(['booking:organization:manage', 'user:invite', 'user-role:view']));
  });

  it('refuses a missing, forged or expired token and a mismatched X-Public-Key with 401 INVALID_ACCESS_TOKEN', async () => {
    const tokens = await signIn(t.app, 'carl@acme-pharma.test');
    const [setting] = await t.database.db.select().from(appSettings).where(eq(appSettings.key, 'jwt_secret'));
    const [claims] = [JSON.parse(Buffer.from(tokens.accessToken.split('.')[1]!, 'base64url').toString())];
    const expired = await new SignJWT({ ...claims, iat: 1, exp: 2 }).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode(setting!.value));
    const forged = await new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode('x'.repeat(48)));
    const cases = [
      {},
      { authorization: `Bearer ${tokens.accessToken}` },
      authHeaders({ ...tokens, publicKey: 'someone-elses-key' }),
      authHeaders({ ...tokens, accessToken: expired }),
      authHeaders({ ...tokens, accessToken: forged }),
      authHeaders({ ...tokens, accessToken: 'not.a.jwt' }),
    ];
    for (const headers of cases) {
      const response = await t.app.inject({ method: 'GET', url: '/v1/users/self', headers });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'INVALID_ACCESS_TOKEN' });
    }
    expect((await self(tokens)).statusCode).toBe(200);
  });

  it('a second instance on the same database accepts the tokens (the generated secret is shared)', async () => {
    const tokens = await signIn(t.app, 'vera@acme-pharma.test');
    const second = await buildApp({ config: t.config, database: t.database });
    try {
      const response = await second.inject({ method: 'GET', url: '/v1/users/self', headers: authHeaders(tokens) });
      expect(response.statusCode).toBe(200);
    } finally {
      await second.close();
    }
  });

  it('requirePermission answers 403 FORBIDDEN without the permission', async () => {
    const ops = await signIn(t.app, 'ops@freightdeck.test');
    const carl = await signIn(t.app, 'carl@acme-pharma.test');
    expect((await t.app.inject({ method: 'GET', url: '/v1/test/impersonate-check', headers: authHeaders(ops) })).statusCode).toBe(200);
    const denied = await t.app.inject({ method: 'GET', url: '/v1/test/impersonate-check', headers: authHeaders(carl) });
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('rotates the refresh token and keeps the public key', async () => {
    const first = await signIn(t.app, 'nils@nordic-fresh.test');
    const response = await refresh(first.refreshToken);
    expect(response.statusCode).toBe(200);
    const second = response.json<TokenPair>();
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect(second.publicKey).toBe(first.publicKey);
    expect((await self(second)).statusCode).toBe(200);
    const third = (await refresh(second.refreshToken)).json<TokenPair>();
    expect(third.refreshToken).not.toBe(second.refreshToken);
  });

  it('within 10 seconds of a rotation, the old token yields the same successor (two tabs)', async () => {
    const first = await signIn(t.app, 'nils@nordic-fresh.test');
    const tabA = (await refresh(first.refreshToken)).json<TokenPair>();
    const tabB = await refresh(first.refreshToken);
    expect(tabB.statusCode).toBe(200);
    expect(tabB.json<TokenPair>().refreshToken).toBe(tabA.refreshToken);
    expect((await refresh(tabA.refreshToken)).statusCode).toBe(200);
  });

  it('a reused refresh token after the grace revokes the whole session', async () => {
    const first = await signIn(t.app, 'nils@nordic-fresh.test');
    const second = (await refresh(first.refreshToken)).json<TokenPair>();
    await t.database.db.update(sessions).set({ rotatedAt: sql`now() - interval '11 seconds'` }).where(eq(sessions.publicKey, first.publicKey));
    const reuse = await refresh(first.refreshToken);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toMatchObject({ code: 'INVALID_REFRESH_TOKEN' });
    expect((await refresh(second.refreshToken)).json().code).toBe('INVALID_REFRESH_TOKEN');
    expect((await self(second)).json().code).toBe('INVALID_ACCESS_TOKEN');
    const [session] = await t.database.db.select().from(sessions).where(eq(sessions.publicKey, first.publicKey));
    expect(session).toMatchObject({ revokeReason: 'REFRESH_TOKEN_REUSED', revokedAt: expect.any(Date) });
  });

  it('refuses unknown and expired refresh tokens with 401 INVALID_REFRESH_TOKEN', async () => {
    expect((await refresh('unknown-token')).json()).toMatchObject({ code: 'INVALID_REFRESH_TOKEN' });
    const tokens = await signIn(t.app, 'nils@nordic-fresh.test');
    await t.database.db.update(sessions).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(sessions.publicKey, tokens.publicKey));
    expect((await refresh(tokens.refreshToken)).statusCode).toBe(401);
  });

  it('logout revokes the session: 204, then refresh and access fail', async () => {
    const tokens = await signIn(t.app, 'admin@freightdeck.test');
    const response = await t.app.inject({ method: 'POST', url: '/v1/auth/logout', payload: { refreshToken: tokens.refreshToken } });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect((await refresh(tokens.refreshToken)).json().code).toBe('INVALID_REFRESH_TOKEN');
    expect((await self(tokens)).json().code).toBe('INVALID_ACCESS_TOKEN');
    // Logging out twice (or with an unknown token) is not an error.
    expect((await t.app.inject({ method: 'POST', url: '/v1/auth/logout', payload: { refreshToken: tokens.refreshToken } })).statusCode).toBe(204);
  });
});
