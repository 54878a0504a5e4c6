import useSWR from 'swr';
import { apiClient } from '@freightdeck/auth';
import type { RoleList, UserPage } from '@freightdeck/contracts';

export const organizationUsersKey = (organizationId: string) => ['/users', organizationId] as const;

/** `GET /v1/users?organizationId=`: the first page of the organization's users. */
export const useOrganizationUsers = (organizationId: string, enabled: boolean) =>
  useSWR(enabled ? organizationUsersKey(organizationId) : null, ([path, id]) => apiClient.get<UserPage>(path, { query: { organizationId: id, pageSize: 25 } }));

/** The organization's roles; only `assignable` ones (the caller holds all their permissions) may be given. */
export const useOrganizationRoles = (organizationId: string, enabled: boolean) =>
  useSWR(enabled ? ['/users/roles', organizationId] as const : null, ([path, id]) => apiClient.get<RoleList>(path, { query: { organizationId: id } }));

/** 409 USER_ALREADY_EXISTS when the e-mail belongs to a user already. */
