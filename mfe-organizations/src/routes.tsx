import type { PageRoutes } from '@freightdeck/ui';
import { pageRoutes } from '@freightdeck/contracts';

/**
 * The organizations remote's pages (exposed as `./routes`): path, title, access and permission
 * come from the contracts page table; the shell applies them.
 */
export const routes: PageRoutes = pageRoutes('organizations', {
  organizations: () => import('./features/organizations/organizations-page'),
  organizationCreate: () => import('./features/organizations/organization-create-page'),
  registrations: () => import('./features/registrations/registrations-page'),
  registrationDetails: () => import('./features/registrations/registration-details-page'),
  organization: () => import('./features/organizations/organization-details-page'),
  users: () => import('./features/users/users-page'),
  registration: () => import('./features/registrations/registration-page'),
});

export default routes;
