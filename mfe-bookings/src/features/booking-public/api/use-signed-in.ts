import { useCurrentUser, useSession } from '@freightdeck/auth';

/**
 * Someone is signed in: a stored session (the portal), or the dev shell's fake user (which
 * has no session; its calls go to canned answers).
 */
export function useSignedIn(): boolean {
  const session = useSession();
  const { user } = useCurrentUser();
  return session !== null || user !== undefined;
}
