import type { PageRoutes } from '@freightdeck/ui';
import { pageRoutes } from '@freightdeck/contracts';

/** The reports remote's pages (exposed as `./routes`), from the contracts page table: no permission needed. */
export const routes: PageRoutes = pageRoutes('reports', {
  reports: () => import('./features/reports/reports-page'),
  sustainabilityReport: () => import('./features/sustainability/sustainability-report-page'),
});

export default routes;
