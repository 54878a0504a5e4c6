import { AccessTokenClaimsSchema, TokenPairSchema, type TokenPair } from '@freightdeck/contracts';
import { authHeaders, signIn } from '../../helpers/auth';
import { createFakeClock } from '../../helpers/clock';
import { createTestApp, type TestApp } from '../../helpers/test-app';

describe('token lifetimes from the environment: a 5-second access token end to end', () => {
  const clock = createFakeClock();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { ACCESS_TOKEN_TTL_SECONDS: '5', REFRESH_TOKEN_TTL_SECONDS: '300' }, now: clock.now });
  });
  afterAll(() => t.close());

  const self = (tokens: TokenPair) => t.app.inject({ method: 'GET', url: '/v1/users/self', headers: authHeaders(tokens) });
  const refresh = (refreshToken: string) => t.app.inject({ method: 'POST', url: '/v1/auth/token/refresh', payload: { refreshToken } });

  it('works for 5 seconds, then answers INVALID_ACCESS_TOKEN until refreshed, again and again', async () => {
    let tokens = await signIn(t.app, 'anna@acme-pharma.test');
    const claims = AccessTokenClaimsSchema.parse(JSON.parse(Buffer.from(tokens.accessToken.split('.')[1]!, 'base64url').toString('utf8')));
    expect(claims.exp - claims.iat).toBe(5);
    expect(Date.parse(tokens.accessTokenExpireAt) - clock.now().getTime()).toBeLessThanOrEqual(5000);
    expect(Date.parse(tokens.refreshTokenExpireAt) - clock.now().getTime()).toBe(300_000);

    for (let round = 0; round < 3; round += 1) {
      clock.advance(4);
      expect((await self(tokens)).statusCode).toBe(200);
      clock.advance(2);
      const expired = await self(tokens);
      expect(expired.statusCode).toBe(401);
      expect(expired.json().code).toBe('INVALID_ACCESS_TOKEN');
      const renewed = await refresh(tokens.refreshToken);
      expect(renewed.statusCode).toBe(200);
      tokens = TokenPairSchema.parse(renewed.json());
      expect((await self(tokens)).statusCode).toBe(200);
    }
  });

  it('the refresh token expires after REFRESH_TOKEN_TTL_SECONDS without use (sliding on each refresh)', async () => {
    const tokens = await signIn(t.app, 'vera@acme-pharma.test');
    clock.advance(299);
    const renewed = TokenPairSchema.parse((await refresh(tokens.refreshToken)).json());
    expect(Date.parse(renewed.refreshTokenExpireAt) - clock.now().getTime()).toBe(300_000);
    clock.advance(301);
    expect((await refresh(renewed.refreshToken)).json().code).toBe('INVALID_REFRESH_TOKEN');
  });
});
