import useSWR from 'swr';
import { apiClient } from '@freightdeck/auth';
import type { ManagedUser, UpdateUserRequest, UserPage } from '@freightdeck/contracts';
import { USERS_PATH } from '../../shared/api/users';
import { toApiQuery, type UserListQuery } from '../list/user-list-query';

export type UsersApiQuery = ReturnType<typeof toApiQuery>;

/** The SWR key of one page of the list: the path and the exact API query. */
export const usersKey = (query: UsersApiQuery) => [USERS_PATH, query] as const;

/** One page of users; the previous page stays on screen while the next one loads. */
export function useUsers(query: UserListQuery) {
  const key = usersKey(toApiQuery(query));
  return useSWR(key, ([path, q]) => apiClient.get<UserPage>(path, { query: q }), { keepPreviousData: true });
}

const userPath = (user: Pick<ManagedUser, 'id'>) => `${USERS_PATH}/${encodeURIComponent(user.id)}`;

/** Memberships replace the user's roles in the organizations the caller manages; the others stay. */
export const updateUser = (user: Pick<ManagedUser, 'id'>, body: UpdateUserRequest) => apiClient.patch<ManagedUser>(userPath(user), body);

/** The state changes of a user row; each answers 409 INVALID_STATUS_TRANSITION when the state changed meanwhile. */
export type UserCommand = 'deactivate' | 'reactivate' | 'resendInvitation' | 'delete';

export function runUserCommand(user: Pick<ManagedUser, 'id'>, command: UserCommand): Promise<unknown> {
  if (command === 'delete') return apiClient.delete<void>(userPath(user));
  if (command === 'resendInvitation') return apiClient.post<ManagedUser>(`${userPath(user)}/invitation`);
  return apiClient.post<ManagedUser>(`${userPath(user)}/${command}`);
}
