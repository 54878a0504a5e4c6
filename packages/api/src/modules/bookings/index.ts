// The bookings module's public API: what the composition root and other modules import from it.
// Bookings: create, change, status, lists, watchlist and the booking views. Everything else in this folder is the module's own.

export { bookingAccess, type BookingAccess, type BookingRow, canManage, canView, findManageableBooking, findVisibleBooking, visibleCondition } from './access';
export type { AttachmentActor, BookingActor } from './actor';
export { bookingData, type DeliveryData, type ReceiptData } from './booking-data';
export { appendHistory } from './history';
export { bookingRepository } from './repository';
export { bookingRoutes } from './routes';
export { type BookingService, createBookingService, parseCreateBooking } from './service';
export { shipmentOf } from './shipment';
