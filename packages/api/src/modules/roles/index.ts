// The roles module's public API: what the composition root and other modules import from it.
// The roles table and the customer role templates. Everything else in this folder is the module's own.

export { roleRepository, type RoleRow } from './repository';
export { insertCustomerRoles } from './templates';
