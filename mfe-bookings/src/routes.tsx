import type { PageRoutes } from '@freightdeck/ui';
import { paths } from '@freightdeck/contracts';

// Spec §6 page requirements.
const BOOKING_VIEW = { or: ['booking:own:view', 'booking:organization:view', 'booking:view'] };
const BOOKING_MANAGE = { or: ['booking:own:manage', 'booking:organization:manage', 'booking:manage'] };

/** The bookings remote's pages (exposed as `./routes`); the shell applies access and permission. */
export const routes: PageRoutes = [
  {
    path: paths.bookings(),
    title: 'Bookings',
    access: 'protected',
    permission: BOOKING_VIEW,
    page: () => import('./features/bookings-list/bookings-page'),
  },
  {
    path: paths.bookingDrafts(),
    title: 'Bookings',
    access: 'protected',
    permission: BOOKING_VIEW,
    page: () => import('./features/booking-drafts/booking-drafts-page'),
  },
  {
    path: paths.bookingCreate(),
    title: 'Bookings',
    access: 'protected',
    permission: BOOKING_MANAGE,
    page: () => import('./features/booking-create/booking-create-page'),
  },
  {
    path: '/bookings/:id',
    title: 'Bookings',
    access: 'protected',
    permission: BOOKING_VIEW,
    page: () => import('./features/booking-details/booking-details-page'),
  },
  {
    path: paths.schedules(),
    title: 'Schedules',
    access: 'protected',
    page: () => import('./features/schedules/schedules-page'),
  },
  {
    path: '/bookings/print/:ref',
    title: 'Bookings',
    access: 'public',
    page: () => import('./features/booking-public/booking-print-page'),
  },
  {
    path: '/bookings/:ref/delivery',
    title: 'Bookings',
    access: 'public',
    page: () => import('./features/booking-public/booking-delivery-page'),
  },
];

export default routes;
