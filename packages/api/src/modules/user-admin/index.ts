// The user-admin module's public API: what the composition root and other modules import from it.
// User administration: list, invite, change, deactivate, delete. Everything else in this folder is the module's own.

export { userAdminRoutes } from './routes';
export { createUserAdminService } from './service';
export { covers, userAccess, type UserAccess } from './user-access';
