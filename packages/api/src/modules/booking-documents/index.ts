// The booking-documents module's public API: what the composition root and other modules import from it.
// Files attached to bookings. Everything else in this folder is the module's own.

export { bookingDocumentRoutes } from './routes';
export { createBookingDocumentService } from './service';
