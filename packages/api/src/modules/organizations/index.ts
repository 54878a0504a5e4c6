// The organizations module's public API: what the composition root and other modules import from it.
// Organizations, their contacts and network. Everything else in this folder is the module's own.

export { insertCustomerOrganization } from './customer-organization';
export { organizationRepository } from './repository';
export { organizationRoutes } from './routes';
export { createOrganizationService } from './service';
