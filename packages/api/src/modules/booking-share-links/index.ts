// The booking-share-links module's public API: what the composition root and other modules import from it.
// Share links: a booking's page for people without an account. Everything else in this folder is the module's own.

export { createShareLinkLimiter } from './public-limiter';
export { createSharedBookingService } from './public-service';
export { shareLinkRoutes } from './routes';
export { createShareLinkService } from './service';
