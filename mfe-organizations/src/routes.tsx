import type { PageRoutes } from '@freightdeck/ui';
import { paths } from '@freightdeck/contracts';

// Spec §6 page requirements.
const ORGANIZATION_VIEW = { or: ['organization:own:view', 'organization:view'] };
const ORGANIZATION_CREATE = { or: ['organization:own:manage', 'organization:manage'] };
const REGISTRATIONS = { or: ['organization:manage'] };
const USERS = { or: ['user:organization:view', 'user:view'] };

/** The organizations remote's pages (exposed as `./routes`); the shell applies access and permission. */
export const routes: PageRoutes = [
  {
    path: paths.organizations(),
    title: 'Organizations',
    access: 'protected',
    permission: ORGANIZATION_VIEW,
    page: () => import('./features/organizations/organizations-page'),
  },
  {
    path: paths.organizationCreate(),
    title: 'Organizations',
    access: 'protected',
    permission: ORGANIZATION_CREATE,
    page: () => import('./features/organizations/organization-create-page'),
  },
  {
    path: paths.registrations(),
    title: 'Organizations',
    access: 'protected',
    permission: REGISTRATIONS,
    page: () => import('./features/registrations/registrations-page'),
  },
  {
    path: '/organizations/registrations/:id',
    title: 'Organizations',
    access: 'protected',
    permission: REGISTRATIONS,
    page: () => import('./features/registrations/registration-details-page'),
  },
  {
    path: '/organizations/:id',
    title: 'Organizations',
    access: 'protected',
    permission: ORGANIZATION_VIEW,
    page: () => import('./features/organizations/organization-details-page'),
  },
  {
    path: paths.users(),
    title: 'Users',
    access: 'protected',
    permission: USERS,
    page: () => import('./features/users/users-page'),
  },
  {
    path: paths.registration(),
    title: 'Registration',
    access: 'public',
    page: () => import('./features/registrations/registration-page'),
  },
];

export default routes;
