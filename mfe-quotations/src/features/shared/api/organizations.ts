import { apiClient } from '@freightdeck/auth';
import type { Organization, OrganizationPage } from '@freightdeck/contracts';

/** Customer organizations whose name or tax id matches `q` (staff requesting for a customer), `limit` at most. */
export const findOrganizations = (q: string, limit: number) =>
  apiClient.get<OrganizationPage>('/organizations', { query: { pageSize: String(limit), ...(q ? { q } : {}) } });
/** One organization by its id: the chosen customer's name when the form comes back from a draft. */
export const getOrganization = (id: string) => apiClient.get<Organization>(`/organizations/${encodeURIComponent(id)}`);
