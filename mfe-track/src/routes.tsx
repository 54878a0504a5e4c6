import type { PageRoutes } from '@freightdeck/ui';
import { paths } from '@freightdeck/contracts';

// Spec §6: track and trace needs the booking view permissions.
const BOOKING_VIEW = { or: ['booking:own:view', 'booking:organization:view', 'booking:view'] };

/** The track-and-trace remote's pages (exposed as `./routes`); the shell applies access and permission. */
export const routes: PageRoutes = [
  {
    path: paths.trackAndTrace(),
    title: 'Track & Trace',
    access: 'protected',
    permission: BOOKING_VIEW,
    page: () => import('./features/track-and-trace/track-and-trace-page'),
  },
  {
    path: '/track-and-trace/:id',
    title: 'Track & Trace',
    access: 'protected',
    permission: BOOKING_VIEW,
    page: () => import('./features/track-and-trace/tracking-details-page'),
  },
  {
    path: '/track-and-trace/share/:id',
    title: 'Track & Trace',
    access: 'public',
    page: () => import('./features/track-and-trace/tracking-share-page'),
  },
];

export default routes;
