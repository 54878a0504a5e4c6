// The role-admin module's public API: what the composition root and other modules import from it.
// Role administration (/v1/users/roles). Everything else in this folder is the module's own.

export { createRoleService } from './role-service';
export { roleRoutes } from './routes';
export { createRoleAdminService } from './service';
