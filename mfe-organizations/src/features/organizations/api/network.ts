import useSWR from 'swr';
import { apiClient } from '@freightdeck/auth';
import type { CreateNetworkLinkRequest, NetworkLink } from '@freightdeck/contracts';
import { organizationPath } from './organizations';

const networkPath = (organizationId: string) => `${organizationPath(organizationId)}/network`;

/** The organization's partners, each with what it is to this organization. */
export const useNetwork = (organizationId: string, enabled: boolean) =>
  useSWR<{ items: NetworkLink[] }>(enabled ? networkPath(organizationId) : null, (path: string) => apiClient.get<{ items: NetworkLink[] }>(path));

/** One link per pair (409 CONFLICT); linking the organization to itself is 400 VALIDATION_ERROR. */
export const addNetworkLink = (organizationId: string, body: CreateNetworkLinkRequest) => apiClient.post<NetworkLink>(networkPath(organizationId), body);
export const removeNetworkLink = (organizationId: string, linkId: string) =>
  apiClient.delete<void>(`${networkPath(organizationId)}/${encodeURIComponent(linkId)}`);
