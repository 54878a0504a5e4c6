// The account module's public API: what the composition root and other modules import from it.
// Password reset and activation links (public account flows). Everything else in this folder is the module's own.

export { accountRoutes } from './routes';
export { createAccountService } from './service';
