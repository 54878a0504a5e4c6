import { screen } from '@testing-library/react';
import type { Organization } from '@freightdeck/contracts';
import type { RoleId } from '@freightdeck/dev-shell';
import { renderOrganizations } from '../../../testing/fake-api';
import { stubRoutes, type RouteAnswer } from './organizations-api';

/** Opens an organization's page with an empty network, users and roles unless `routes` say otherwise. */
export async function openOrganization(organization: Organization, routes: Record<string, RouteAnswer> = {}, role: RoleId = 'platform-administrator') {
  const api = stubRoutes({
    'GET /v1/organizations/:id': organization,
    'GET /v1/organizations/:id/network': { items: [] },
    'GET /v1/users': { items: [], total: 0, page: 1, pageSize: 25 },
    'GET /v1/users/roles': { items: [] },
    ...routes,
  });
  renderOrganizations(`/organizations/${organization.id}`, { role });
  await screen.findByRole('heading', { level: 1, name: organization.name });
  return api;
}
