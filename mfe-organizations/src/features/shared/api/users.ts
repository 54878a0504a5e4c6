import { apiClient } from '@freightdeck/auth';
import type { InviteUserRequest, ManagedUser } from '@freightdeck/contracts';

/** The users endpoint; the users list's SWR keys start with it. */
export const USERS_PATH = '/users';

/** Invites a user with one role; used on /users and in an organization's users section. */
export const inviteUser = (body: InviteUserRequest) => apiClient.post<ManagedUser>(`${USERS_PATH}/invite`, body);
