import type { PageRoutes } from '@freightdeck/ui';
import { pageRoutes } from '@freightdeck/contracts';

/**
 * The track-and-trace remote's pages (exposed as `./routes`): path, title, access and
 * permission come from the contracts page table; the shell applies them.
 */
export const routes: PageRoutes = pageRoutes('track', {
  trackAndTrace: () => import('./features/track-and-trace/track-and-trace-page'),
  tracking: () => import('./features/tracking-details/tracking-details-page'),
  trackingShare: () => import('./features/tracking-share/tracking-share-page'),
  trackingIntegrations: () => import('./features/integrations/integrations-page'),
});

export default routes;
