import { expect, type APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD } from './accounts';

/** The id of a demo user, read the way the user would: signing in and asking who they are. */
export async function userIdOf(request: APIRequestContext, email: string, password = DEMO_PASSWORD): Promise<string> {
  const login = await request.post('/v1/auth/login', { data: { email, password } });
  expect(login.ok()).toBe(true);
  const { tokens } = await login.json();
  const self = await request.get('/v1/users/self', {
    headers: { authorization: `Bearer ${tokens.accessToken}`, 'x-public-key': tokens.publicKey },
  });
  expect(self.ok()).toBe(true);
  await request.post('/v1/auth/logout', { data: { refreshToken: tokens.refreshToken } });
  return (await self.json()).id;
}
