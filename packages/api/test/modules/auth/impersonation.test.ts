import { and, eq } from 'drizzle-orm';
import { AccessTokenClaimsSchema, SelfSchema, TokenPairSchema, type TokenPair } from '@freightdeck/contracts';
import { auditLog, sessions, users } from '../../../src/db/schema';
import { authHeaders, signIn } from '../../helpers/auth';
import { createTestApp, type TestApp } from '../../helpers/test-app';

const claimsOf = (tokens: TokenPair) => AccessTokenClaimsSchema.parse(JSON.parse(Buffer.from(tokens.accessToken.split('.')[1]!, 'base64url').toString('utf8')));

describe('impersonation: POST /v1/auth/impersonate and /unimpersonate', () => {
  let t: TestApp;
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    t = await createTestApp();
    for (const row of await t.database.db.select().from(users)) ids[row.email.split('@')[0]!] = row.id;
  });
  afterAll(() => t.close());

  const impersonate = (tokens: TokenPair | null, userId: string) =>
    t.app.inject({ method: 'POST', url: '/v1/auth/impersonate', payload: { userId }, headers: tokens ? authHeaders(tokens) : {} });
  const unimpersonate = (tokens: TokenPair, refreshToken = tokens.refreshToken) =>
    t.app.inject({ method: 'POST', url: '/v1/auth/unimpersonate', payload: { refreshToken }, headers: authHeaders(tokens) });
  const self = async (tokens: TokenPair) => SelfSchema.parse((await t.app.inject({ method: 'GET', url: '/v1/users/self', headers: authHeaders(tokens) })).json());
  const refresh = (refreshToken: string) => t.app.inject({ method: 'POST', url: '/v1/auth/token/refresh', payload: { refreshToken } });
  const audits = (action: string) => t.database.db.select().from(auditLog).where(eq(auditLog.action, action));

  it('admin acts as carl, then stops and gets fresh tokens of their own; both ends are audited', async () => {
    const admin = await signIn(t.app, 'admin@freightdeck.test');
    const response = await impersonate(admin, ids.carl!);
    expect(response.statusCode).toBe(200);
    const asCarl = TokenPairSchema.parse(response.json());
    expect(claimsOf(asCarl)).toMatchObject({ sub: ids.carl, impersonatedById: ids.admin, organizations: [{ name: 'Acme Pharma', isPrimary: false }] });
    expect((await self(asCarl)).email).toBe('carl@acme-pharma.test');
    // The browser swaps its one session: the admin's own session has ended.
    expect((await refresh(admin.refreshToken)).json().code).toBe('INVALID_REFRESH_TOKEN');
    // The impersonation session refreshes like any other and keeps impersonatedById.
    const refreshed = TokenPairSchema.parse((await refresh(asCarl.refreshToken)).json());
    expect(claimsOf(refreshed).impersonatedById).toBe(ids.admin);

    const stop = await unimpersonate(refreshed);
    expect(stop.statusCode).toBe(200);
    const back = TokenPairSchema.parse(stop.json());
    expect(claimsOf(back)).toMatchObject({ sub: ids.admin, impersonatedById: null });
    expect((await self(back)).email).toBe('admin@freightdeck.test');
    expect((await refresh(refreshed.refreshToken)).json().code).toBe('INVALID_REFRESH_TOKEN');
    expect((await t.app.inject({ method: 'GET', url: '/v1/users/self', headers: authHeaders(refreshed) })).json().code).toBe('INVALID_ACCESS_TOKEN');

    const [start] = await audits('auth.impersonation.start');
    const [end] = await audits('auth.impersonation.stop');
    expect(start).toMatchObject({ actorId: ids.admin, subjectType: 'user', subjectId: ids.carl, data: { sessionId: expect.any(String) } });
    expect(end).toMatchObject({ actorId: ids.admin, subjectType: 'user', subjectId: ids.carl, data: { sessionId: (start!.data as { sessionId: string }).sessionId } });
  });

  it('refuses to impersonate while impersonating (403), and lets the staff member stop', async () => {
    const asCarl = TokenPairSchema.parse((await impersonate(await signIn(t.app, 'admin@freightdeck.test'), ids.carl!)).json());
    const again = await impersonate(asCarl, ids.vera!);
    expect(again.statusCode).toBe(403);
    expect(again.json()).toEqual({ code: 'FORBIDDEN', message: 'You do not have permission to do this', details: null });
    expect((await unimpersonate(asCarl)).statusCode).toBe(200);
  });

  it('needs user:impersonate: carl gets 403 FORBIDDEN, a caller without a token 401 INVALID_ACCESS_TOKEN', async () => {
    const carl = await signIn(t.app, 'carl@acme-pharma.test');
    expect((await impersonate(carl, ids.vera!)).statusCode).toBe(403);
    const anonymous = await impersonate(null, ids.vera!);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe('INVALID_ACCESS_TOKEN');
  });

  it('refuses oneself and any target holding a permission the caller lacks', async () => {
    const ops = await signIn(t.app, 'ops@freightdeck.test');
    expect((await impersonate(ops, ids.ops!)).statusCode).toBe(403);
    // anna (customer administrator) holds user:organization:manage, which ops lacks; admin holds everything.
    expect((await impersonate(ops, ids.anna!)).statusCode).toBe(403);
    expect((await impersonate(ops, ids.admin!)).statusCode).toBe(403);
    // carl's permissions are all covered by ops's (booking, quotation, organization:manage).
    expect((await impersonate(ops, ids.carl!)).statusCode).toBe(200);
  });

  it('refuses deactivated, invited and deleted users (403), unknown ids (404) and malformed ones (400)', async () => {
    const db = t.database.db;
    await db.update(users).set({ status: 'DEACTIVATED' }).where(eq(users.id, ids.vera!));
    await db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, ids.nils!));
    try {
      for (const target of [ids.vera!, ids.ivan!, ids.nils!]) {
        const admin = await signIn(t.app, 'admin@freightdeck.test');
        expect((await impersonate(admin, target)).statusCode).toBe(403);
      }
      const admin = await signIn(t.app, 'admin@freightdeck.test');
      const unknown = await impersonate(admin, '00000000-0000-4000-8000-000000000000');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().code).toBe('NOT_FOUND');
      expect((await impersonate(admin, 'not-a-uuid')).json()).toMatchObject({ code: 'VALIDATION_ERROR', details: [{ path: 'userId' }] });
      // A refused attempt leaves the caller's session alone.
      expect((await refresh(admin.refreshToken)).statusCode).toBe(200);
    } finally {
      await db.update(users).set({ status: 'ACTIVE' }).where(eq(users.id, ids.vera!));
      await db.update(users).set({ deletedAt: null }).where(eq(users.id, ids.nils!));
    }
  });

  it('unimpersonate: 403 when not impersonating, 401 INVALID_REFRESH_TOKEN with another session\'s token', async () => {
    const carl = await signIn(t.app, 'carl@acme-pharma.test');
    expect((await unimpersonate(carl)).statusCode).toBe(403);
    const asVera = TokenPairSchema.parse((await impersonate(await signIn(t.app, 'admin@freightdeck.test'), ids.vera!)).json());
    const wrong = await unimpersonate(asVera, carl.refreshToken);
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().code).toBe('INVALID_REFRESH_TOKEN');
    expect((await unimpersonate(asVera)).statusCode).toBe(200);
  });

  it('an impersonation ends when the staff member is deactivated', async () => {
    const asCarl = TokenPairSchema.parse((await impersonate(await signIn(t.app, 'ops@freightdeck.test'), ids.carl!)).json());
    await t.database.db.update(users).set({ status: 'DEACTIVATED' }).where(eq(users.id, ids.ops!));
    try {
      expect((await t.app.inject({ method: 'GET', url: '/v1/users/self', headers: authHeaders(asCarl) })).json().code).toBe('INVALID_ACCESS_TOKEN');
    } finally {
      await t.database.db.update(users).set({ status: 'ACTIVE' }).where(eq(users.id, ids.ops!));
    }
    const [row] = await t.database.db.select().from(sessions).where(and(eq(sessions.userId, ids.carl!), eq(sessions.publicKey, asCarl.publicKey)));
    expect(row!.impersonatedById).toBe(ids.ops);
  });
});
