import useSWR from 'swr';
import { apiClient } from '@freightdeck/auth';
import type { CreateRoleRequest, Role, RoleList, UpdateRoleRequest } from '@freightdeck/contracts';

export const ROLES_PATH = '/users/roles';

/**
 * Every role the caller may see, in all their organizations. The invite and role pickers, the
 * organization filter and the Roles tab all read this one list (one call, one cache entry).
 */
export const useRoles = () => useSWR<RoleList>(ROLES_PATH, (path: string) => apiClient.get<RoleList>(path));

const rolePath = (role: Pick<Role, 'id'>) => `${ROLES_PATH}/${encodeURIComponent(role.id)}`;

export const createRole = (body: CreateRoleRequest) => apiClient.post<Role>(ROLES_PATH, body);
export const updateRole = (role: Pick<Role, 'id'>, body: UpdateRoleRequest) => apiClient.patch<Role>(rolePath(role), body);
/** 409 ROLE_IN_USE while anyone holds the role. */
export const deleteRole = (role: Pick<Role, 'id'>) => apiClient.delete<void>(rolePath(role));
