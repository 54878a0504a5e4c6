import type { PageRoutes } from '@freightdeck/ui';
import { pageRoutes } from '@freightdeck/contracts';

/**
 * The bookings remote's pages (exposed as `./routes`): path, title, access and permission come
 * from the contracts page table; the shell applies them.
 */
export const routes: PageRoutes = pageRoutes('bookings', {
  bookings: () => import('./features/bookings-list/bookings-page'),
  bookingDrafts: () => import('./features/booking-drafts/booking-drafts-page'),
  bookingCreate: () => import('./features/booking-create/booking-create-page'),
  booking: () => import('./features/booking-details/booking-details-page'),
  schedules: () => import('./features/schedules/schedules-page'),
  scheduleImport: () => import('./features/schedules-import/schedule-import-page'),
  bookingPrint: () => import('./features/booking-public/booking-print-page'),
  bookingDelivery: () => import('./features/booking-public/booking-delivery-page'),
});

export default routes;
