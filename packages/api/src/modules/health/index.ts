// The health module's public API: what the composition root and other modules import from it.
// Liveness and readiness. Everything else in this folder is the module's own.

export { healthRoutes } from './routes';
