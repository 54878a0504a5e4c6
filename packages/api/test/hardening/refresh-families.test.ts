import { eq } from 'drizzle-orm';
import type { TokenPair } from '@freightdeck/contracts';
import { sessions } from '../../src/db/schema';
import { REFRESH_REUSE_GRACE_SECONDS } from '../../src/modules/auth/service';
import { authHeaders, signIn } from '../helpers/auth';
import { createFakeClock } from '../helpers/clock';
import { createTestApp, type TestApp } from '../helpers/test-app';

/** Reuse of any token of a session's family revokes the session (docs/adr/017-hardening.md#refresh-token-families). */
describe('refresh-token families', () => {
  const clock = createFakeClock();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: clock.now });
  });
  afterAll(() => t.close());

  const refresh = async (refreshToken: string) => t.app.inject({ method: 'POST', url: '/v1/auth/token/refresh', payload: { refreshToken } });
  const rotate = async (tokens: TokenPair) => {
    const response = await refresh(tokens.refreshToken);
    expect(response.statusCode).toBe(200);
    clock.advance(60);
    return response.json<TokenPair>();
  };
  const sessionOf = async (tokens: TokenPair) => (await t.database.db.select().from(sessions).where(eq(sessions.publicKey, tokens.publicKey)))[0]!;

  it.each([2, 3, 5])('replaying the token from %i rotations ago revokes the session', async (generations) => {
    const family = [await signIn(t.app, 'nils@nordic-fresh.test')];
    for (let i = 0; i < generations; i += 1) family.push(await rotate(family.at(-1)!));
    const replay = await refresh(family[0]!.refreshToken);
    expect(replay.json()).toMatchObject({ code: 'INVALID_REFRESH_TOKEN' });
    expect(await sessionOf(family[0]!)).toMatchObject({ revokeReason: 'REFRESH_TOKEN_REUSED', revokedAt: expect.any(Date) });
    // The thief's latest token and access token are dead too.
    expect((await refresh(family.at(-1)!.refreshToken)).statusCode).toBe(401);
    const self = await t.app.inject({ method: 'GET', url: '/v1/users/self', headers: authHeaders(family.at(-1)!) });
    expect(self.statusCode).toBe(401);
  });

  it('keeps the two-tab grace: the last token within the grace yields the same successor', async () => {
    const first = await signIn(t.app, 'nils@nordic-fresh.test');
    const tabA = (await refresh(first.refreshToken)).json<TokenPair>();
    clock.advance(REFRESH_REUSE_GRACE_SECONDS - 1);
    const tabB = await refresh(first.refreshToken);
    expect(tabB.statusCode).toBe(200);
    expect(tabB.json<TokenPair>().refreshToken).toBe(tabA.refreshToken);
    expect((await sessionOf(first)).revokedAt).toBeNull();
  });
});
