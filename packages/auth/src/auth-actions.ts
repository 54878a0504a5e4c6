import { TWO_FA_CODE_HEADER, TWO_FA_TOKEN_HEADER, type LoginResponse, type TwoFaSendResponse } from '@freightdeck/contracts';
import { apiClient } from './api-client';
import { sessionStore } from './session-store';

export interface TwoFaAnswer {
  /** The challenge token (changes on every resend). */
  token: string;
  /** The 6-digit code the user typed. */
  code: string;
}

/**
 * `POST /v1/auth/login`. Resolves with the tokens (stored at once: the user is signed in) or
 * with the two-factor challenge to answer by calling `login` again with `twoFa`.
 */
export async function login(email: string, password: string, twoFa?: TwoFaAnswer): Promise<LoginResponse> {
  const headers: Record<string, string> = {};
  if (twoFa) {
    headers[TWO_FA_TOKEN_HEADER] = twoFa.token;
    headers[TWO_FA_CODE_HEADER] = twoFa.code;
  }
  const response = await apiClient.post<LoginResponse>('/auth/login', { email, password }, { headers, auth: false });
  if (response.tokens) sessionStore.set(response.tokens);
  return response;
}

/**
 * `POST /v1/auth/two-fa/send`: e-mails a new code; resolves with the new challenge (its token
 * replaces `token`, the one being answered).
 */
export async function sendTwoFaCode(userId: string, token?: string): Promise<TwoFaSendResponse> {
  return apiClient.post<TwoFaSendResponse>('/auth/two-fa/send', token ? { userId, token } : { userId }, { auth: false });
}

/**
 * Signs out: tells the server (so the session is revoked) and removes the stored session. The
 * origin page is not remembered after this (docs/product/sessions.md#signing-out). The local
 * session is removed even when the server cannot be reached.
 */
export async function logout(): Promise<void> {
  const session = sessionStore.get();
  sessionStore.clear('logout');
  if (!session) return;
  try {
    await apiClient.post('/auth/logout', { refreshToken: session.refreshToken }, { auth: false });
  } catch {
    // already signed out locally; the server session expires on its own
  }
}
