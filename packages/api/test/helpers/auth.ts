import type { FastifyInstance } from 'fastify';
import type { LoginResponse, TokenPair } from '@freightdeck/contracts';
import { DEMO_PASSWORD } from '../../src/seed';

export async function login(app: FastifyInstance, email: string, password = DEMO_PASSWORD, headers: Record<string, string> = {}) {
  return app.inject({ method: 'POST', url: '/v1/auth/login', payload: { email, password }, headers });
}

/** Signs a demo user without two-factor in and returns their tokens. */
export async function signIn(app: FastifyInstance, email: string): Promise<TokenPair> {
  const response = await login(app, email);
  const body = response.json<LoginResponse>();
  if (response.statusCode !== 200 || !body.tokens) throw new Error(`sign-in of ${email} failed: ${response.body}`);
  return body.tokens;
}

export function authHeaders(tokens: Pick<TokenPair, 'accessToken' | 'publicKey'>): Record<string, string> {
  return { authorization: `Bearer ${tokens.accessToken}`, 'x-public-key': tokens.publicKey };
}

/** The newest 6-digit code the development outbox holds for an address. */
export async function latestCode(app: FastifyInstance, to: string): Promise<string> {
  const response = await app.inject({ method: 'GET', url: `/v1/dev/outbox?to=${encodeURIComponent(to)}&limit=1` });
  const message = response.json<{ messages: { text: string }[] }>().messages[0];
  const code = message && /\b(\d{6})\b/.exec(message.text)?.[1];
  if (!code) throw new Error(`no code in the outbox for ${to}`);
  return code;
}

/** Signs a user with e-mailed two-factor in: the challenge, the code from the outbox, the repeat. */
export async function signInWithEmailCode(app: FastifyInstance, email: string, password = DEMO_PASSWORD): Promise<TokenPair> {
  const challenge = (await login(app, email, password)).json<LoginResponse>().twoFa;
  if (!challenge) throw new Error(`${email} got no two-factor challenge`);
  const code = await latestCode(app, email);
  const response = await login(app, email, password, { 'x-2fa-token': challenge.token, 'x-2fa-code': code });
  const tokens = response.json<LoginResponse>().tokens;
  if (!tokens) throw new Error(`two-factor sign-in of ${email} failed: ${response.body}`);
  return tokens;
}
