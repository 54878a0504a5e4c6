import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { USERS_PATH } from '../../shared/api/users';

/** Reloads every loaded page of the users list (after an invitation, which may land on any page). */
export function useReloadUsers() {
  const { mutate } = useSWRConfig();
  return useCallback(() => mutate((key) => Array.isArray(key) && key[0] === USERS_PATH), [mutate]);
}
