import type { TokenPair } from '@freightdeck/contracts';
import { apiClient } from './api-client';
import { ApiError } from './api-error';
import { sessionStore } from './session-store';

/**
 * IMPERSONATE swaps the session for the tokens returned for the chosen user
 * (docs/product/sessions.md#impersonation); UNIMPERSONATE swaps back using the refresh token. The
 * swap is one `sessionStore.set`, so every tab follows it and the current user is loaded again (its
 * key includes the session).
 */
export async function impersonate(userId: string): Promise<TokenPair> {
  const tokens = await apiClient.post<TokenPair>('/auth/impersonate', { userId });
  sessionStore.set(tokens);
  return tokens;
}

export async function unimpersonate(): Promise<TokenPair> {
  const session = sessionStore.get();
  if (!session) throw new ApiError('UNAUTHORIZED', 'Not signed in', null, 401);
  const tokens = await apiClient.post<TokenPair>('/auth/unimpersonate', { refreshToken: session.refreshToken });
  sessionStore.set(tokens);
  return tokens;
}
