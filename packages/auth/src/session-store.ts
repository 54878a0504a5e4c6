import { storageKeys, type TokenPair } from '@freightdeck/contracts';
import { hasExpired } from './token';

/**
 * The stored session (docs/product/sessions.md#stored-session): the token pair the server issued.
 */
export type Session = TokenPair;

/**
 * Why the session went away: `logout` (the user signed out, here or in another tab: the origin page
 * is not remembered: docs/product/screens.md#route-access) or `expired` (refresh failed or the
 * refresh token expired: the origin page is remembered so the user comes back to it).
 */
export type SignOutReason = 'logout' | 'expired';

type Listener = (session: Session | null) => void;

const KEY = storageKeys.tokens;
const listeners = new Set<Listener>();
let cached: Session | null | undefined;
let signOutReason: SignOutReason | null = null;

function isSession(value: unknown): value is Session {
  const v = value as Partial<Session> | null;
  return typeof v === 'object' && v !== null && typeof v.accessToken === 'string' &&
    typeof v.refreshToken === 'string' && typeof v.accessTokenExpireAt === 'string' &&
    typeof v.refreshTokenExpireAt === 'string' && typeof v.publicKey === 'string';
}

function parse(raw: string | null): Session | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return isSession(value) ? value : null;
  } catch {
    return null;
  }
}

function read(): Session | null {
  try {
    return parse(localStorage.getItem(KEY));
  } catch {
    return null; // storage disabled: behave as signed out
  }
}

function emit(session: Session | null): void {
  for (const fn of [...listeners]) fn(session);
}

// Another tab refreshed (rotated) the tokens or signed out: follow it, so this tab never presents a
// refresh token that was already used (the server takes it for theft and revokes the session:
// docs/product/sessions.md#tokens).
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== KEY && event.key !== null) return;
    const next = event.key === null ? null : parse(event.newValue);
    if (next === null && cached !== null && cached !== undefined) signOutReason = 'logout';
    cached = next;
    emit(next);
  });
}

export const sessionStore = {
  get(): Session | null {
    if (cached === undefined) {
      cached = read();
      // A session whose refresh token has expired is no session
      // (docs/product/sessions.md#stored-session; checked on first read, so a tab opened days later
      // starts signed out, the origin page remembered).
      if (cached && hasExpired(cached.refreshTokenExpireAt)) {
        cached = null;
        signOutReason = 'expired';
        try {
          localStorage.removeItem(KEY);
        } catch {
          // nothing stored
        }
      }
    }
    return cached;
  },
  set(session: Session): void {
    cached = session;
    signOutReason = null;
    try {
      localStorage.setItem(KEY, JSON.stringify(session));
    } catch {
      // storage full or disabled: the session lives for this tab only
    }
    emit(session);
  },
  clear(reason: SignOutReason = 'expired'): void {
    const had = sessionStore.get() !== null;
    cached = null;
    if (had) signOutReason = reason;
    try {
      localStorage.removeItem(KEY);
    } catch {
      // nothing stored
    }
    if (had) emit(null);
  },
  /**
   * Reads the stored session again, bypassing this tab's copy: after waiting for another tab's
   * refresh, its new tokens are in storage before its storage event reaches this tab.
   */
  reload(): Session | null {
    let raw: string | null;
    try {
      raw = localStorage.getItem(KEY);
    } catch {
      return sessionStore.get(); // storage disabled: this tab's copy is the only one
    }
    const stored = parse(raw);
    const current = sessionStore.get();
    if (stored?.refreshToken === current?.refreshToken && stored?.accessToken === current?.accessToken) return current;
    if (stored === null && current !== null) signOutReason = 'logout';
    cached = stored;
    emit(stored);
    return stored;
  },
  subscribe(fn: Listener): () => void {
    listeners.add(fn);
    return () => {
      listeners.delete(fn);
    };
  },
  /** Why the last session ended, or null while signed in / never signed in. */
  lastSignOutReason(): SignOutReason | null {
    return signOutReason;
  },
};

/** For tests: forget the in-memory copy so the next read comes from storage. */
export function resetSessionStoreForTests(): void {
  cached = undefined;
  signOutReason = null;
  listeners.clear();
}
