import type { DashboardWidgets } from '@freightdeck/ui';

// Any booking view (spec §6): the counts and the watchlist are in the caller's own scope.
const BOOKING_VIEW = { or: ['booking:own:view', 'booking:organization:view', 'booking:view'] };

/** The bookings remote's dashboard widgets (exposed as `./widgets`); the shell places and guards them. */
export const widgets: DashboardWidgets = [
  {
    id: 'booking-status-counts',
    title: 'Bookings by status',
    order: 10,
    permission: BOOKING_VIEW,
    component: () => import('./features/dashboard-widget/status-counts-widget'),
  },
  {
    id: 'booking-watchlist',
    title: 'Watchlist',
    order: 20,
    permission: BOOKING_VIEW,
    component: () => import('./features/dashboard-widget/watchlist-widget'),
  },
];

export default widgets;
