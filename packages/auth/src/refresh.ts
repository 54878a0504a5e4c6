import type { TokenPair } from '@freightdeck/contracts';
import { ApiError } from './api-error';
import { withRefreshLock } from './refresh-lock';
import { sessionStore, type Session } from './session-store';
import { hasExpired } from './token';
import { fetchCarrier, jsonRequest, readAnswer, send } from './transport';

/**
 * The refresh answers a bare token pair (`TokenPairSchema`); only login wraps its pair as
 * `{ tokens }`, and login stores its tokens itself.
 */
function tokensFrom(body: unknown): TokenPair | null {
  const b = body as Partial<TokenPair> | null | undefined;
  return b && typeof b.accessToken === 'string' ? (b as TokenPair) : null;
}

const notSignedIn = () => new ApiError('UNAUTHORIZED', 'Not signed in', null, 401);

// One refresh at a time in this tab (a shared promise) and across tabs (a lock).
let refreshing: Promise<Session> | null = null;

async function refreshUnderLock(stale: Session): Promise<Session> {
  // Another tab may have refreshed while this one waited for the lock: use its tokens rather
  // than spend the (now rotated) refresh token again, which would revoke the session.
  const latest = sessionStore.reload();
  if (!latest) throw notSignedIn();
  if (latest.refreshToken !== stale.refreshToken && !hasExpired(latest.accessTokenExpireAt)) return latest;
  if (hasExpired(latest.refreshTokenExpireAt)) {
    sessionStore.clear('expired');
    throw new ApiError('INVALID_REFRESH_TOKEN', 'Session expired', null, 401);
  }
  const response = await send(fetchCarrier, jsonRequest('POST', '/auth/token/refresh', { refreshToken: latest.refreshToken }), null);
  let body: unknown;
  try {
    body = await readAnswer(response);
  } catch (error) {
    if (error instanceof ApiError && (error.code === 'INVALID_REFRESH_TOKEN' || error.status === 401)) {
      // A refused refresh token ends the session, unless another tab rotated it meanwhile.
      const newer = sessionStore.reload();
      if (newer && newer.refreshToken !== latest.refreshToken) return newer;
      sessionStore.clear('expired');
    }
    throw error;
  }
  const tokens = tokensFrom(body);
  if (!tokens) throw new ApiError('INVALID_RESPONSE', 'Refresh returned no tokens', null, response.status);
  // Signed out (here or in another tab) while the refresh was under way: stay signed out.
  if (sessionStore.get() === null) throw notSignedIn();
  sessionStore.set(tokens);
  return tokens;
}

/**
 * Refreshes the session once, however many callers in this tab ask at the same time, and
 * never while another tab refreshes (`withRefreshLock`). `stale` is the session the caller
 * found wanting; when another tab has already replaced it, its tokens are used as they are.
 */
export function refreshSession(stale: Session | null = sessionStore.get()): Promise<Session> {
  if (!stale) return Promise.reject(notSignedIn());
  refreshing ??= withRefreshLock(() => refreshUnderLock(stale)).finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/**
 * The session to call with: none once the refresh token has expired (the session is cleared),
 * refreshed first when the access token has expired (on a failed refresh, the one there is).
 */
export async function validSession(): Promise<Session | null> {
  if (refreshing) return refreshing.catch(() => sessionStore.get());
  const session = sessionStore.get();
  if (!session) return null;
  if (hasExpired(session.refreshTokenExpireAt)) {
    sessionStore.clear('expired');
    return null;
  }
  if (hasExpired(session.accessTokenExpireAt)) return refreshSession(session).catch(() => sessionStore.get());
  return session;
}
