import { useSyncExternalStore } from 'react';
import { sessionStore, type Session } from './session-store';

/** The current session, re-rendering on sign-in, refresh and sign-out (also in other tabs). */
export function useSession(): Session | null {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get, () => null);
}
