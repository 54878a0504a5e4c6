import type { PageRoutes } from '@freightdeck/ui';
import { pageRoutes } from '@freightdeck/contracts';

/**
 * The track-and-trace remote's pages (exposed as `./routes`): path, title, access and
 * permission come from the contracts page table; the shell applies them.
 */
export const routes: PageRoutes = pageRoutes('track', {
  trackAndTrace: () => import('./features/track-and-trace/track-and-trace-page'),
  tracking: () => import('./features/track-and-trace/tracking-details-page'),
  trackingShare: () => import('./features/track-and-trace/tracking-share-page'),
});

export default routes;
