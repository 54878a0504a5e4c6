// The registrations module's public API: what the composition root and other modules import from it.
// Registration links, applications and their review. Everything else in this folder is the module's own.

export { registrationRoutes } from './routes';
export { createRegistrationService } from './service';
