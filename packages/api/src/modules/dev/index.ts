// The dev module's public API: what the composition root and other modules import from it.
// Development-only routes (the mail outbox, CSP violation reports). Everything else in this folder is the module's own.

export { devRoutes } from './routes';
export { CSP_REPORT_PATH } from './csp-reports';
