import useSWR from 'swr';
import { apiClient } from '@freightdeck/auth';
import type {
  CreateOrganizationRequest, Organization, OrganizationListQuery, OrganizationPage, SuspendOrganizationRequest, UpdateOrganizationRequest,
} from '@freightdeck/contracts';

export const ORGANIZATIONS_PATH = '/organizations';

/** `GET /v1/organizations`: one page of the organizations in the caller's scope. */
export const getOrganizations = (query: OrganizationListQuery) => apiClient.get<OrganizationPage>(ORGANIZATIONS_PATH, { query: { ...query } });

/** One page of the list; the previous page stays on screen while the next one loads. */
export function useOrganizations(query: OrganizationListQuery | null) {
  return useSWR(query ? [ORGANIZATIONS_PATH, query] as const : null, ([, q]) => getOrganizations(q), { keepPreviousData: true });
}

export const organizationPath = (id: string) => `${ORGANIZATIONS_PATH}/${encodeURIComponent(id)}`;

/** `GET /v1/organizations/{id}`: details, contacts and what the caller may do (`allowedActions`). */
export const useOrganization = (id: string) =>
  useSWR<Organization>(id ? organizationPath(id) : null, (path: string) => apiClient.get<Organization>(path));

export const createOrganization = (body: CreateOrganizationRequest) => apiClient.post<Organization>(ORGANIZATIONS_PATH, body);
/** Only the fields given change; nothing new answers 400 NOTHING_TO_CHANGE. */
export const updateOrganization = (id: string, body: UpdateOrganizationRequest) => apiClient.patch<Organization>(organizationPath(id), body);
export const suspendOrganization = (id: string, body: SuspendOrganizationRequest) =>
  apiClient.post<Organization>(`${organizationPath(id)}/suspend`, body);
export const reactivateOrganization = (id: string) => apiClient.post<Organization>(`${organizationPath(id)}/reactivate`);
