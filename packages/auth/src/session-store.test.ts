import { storageKeys } from '@freightdeck/contracts';
import { act, renderHook } from '@testing-library/react';
import { resetSessionStoreForTests, sessionStore } from './session-store';
import { expired, makeSession } from './testing/tokens';
import { useSession } from './use-session';

beforeEach(() => {
  localStorage.clear();
  resetSessionStoreForTests();
});

function otherTabWrites(value: string | null) {
  if (value === null) localStorage.removeItem(storageKeys.tokens);
  else localStorage.setItem(storageKeys.tokens, value);
  window.dispatchEvent(new StorageEvent('storage', { key: storageKeys.tokens, newValue: value }));
}

describe('sessionStore', () => {
  it('persists the session under freightdeck/auth/tokens', () => {
    const session = makeSession();
    sessionStore.set(session);
    expect(JSON.parse(localStorage.getItem('freightdeck/auth/tokens') ?? 'null')).toEqual(session);
    resetSessionStoreForTests();
    expect(sessionStore.get()).toEqual(session);
    sessionStore.clear();
    expect(localStorage.getItem('freightdeck/auth/tokens')).toBeNull();
  });

  it('starts signed out when the stored refresh token has expired', () => {
    localStorage.setItem(storageKeys.tokens, JSON.stringify(makeSession({ refreshTokenExpireAt: expired() })));
    expect(sessionStore.get()).toBeNull();
    expect(localStorage.getItem(storageKeys.tokens)).toBeNull();
    expect(sessionStore.lastSignOutReason()).toBe('expired');
  });

  it('ignores unreadable stored values', () => {
    localStorage.setItem(storageKeys.tokens, '{"accessToken":1');
    expect(sessionStore.get()).toBeNull();
  });

  it('signs out when another tab clears the session, without remembering the origin', () => {
    sessionStore.set(makeSession());
    const { result } = renderHook(() => useSession());
    expect(result.current).not.toBeNull();
    act(() => otherTabWrites(null));
    expect(result.current).toBeNull();
    expect(sessionStore.get()).toBeNull();
    expect(sessionStore.lastSignOutReason()).toBe('logout');
  });

  it('follows tokens another tab refreshed', () => {
    sessionStore.set(makeSession());
    const listener = jest.fn();
    sessionStore.subscribe(listener);
    const rotated = makeSession({ refreshToken: 'refresh-2' });
    otherTabWrites(JSON.stringify(rotated));
    expect(sessionStore.get()?.refreshToken).toBe('refresh-2');
    expect(listener).toHaveBeenCalledWith(rotated);
  });

  it('stops notifying after unsubscribe', () => {
    const listener = jest.fn();
    const unsubscribe = sessionStore.subscribe(listener);
    unsubscribe();
    sessionStore.set(makeSession());
    expect(listener).not.toHaveBeenCalled();
  });
});
