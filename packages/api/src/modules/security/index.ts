// The security module's public API: what the composition root and other modules import from it.
// A user's own security settings. Everything else in this folder is the module's own.

export { securityRoutes } from './routes';
export { createSecurityService } from './service';
