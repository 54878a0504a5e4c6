// The booking-drafts module's public API: what the composition root and other modules import from it.
// The booking form's saved drafts. Everything else in this folder is the module's own.

export { bookingDraftRepository } from './repository';
export { bookingDraftRoutes } from './routes';
export { createBookingDraftService } from './service';
export { draftTitle } from './title';
