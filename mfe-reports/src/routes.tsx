import type { PageRoutes } from '@freightdeck/ui';
import { paths } from '@freightdeck/contracts';

/** The reports remote's pages (exposed as `./routes`); spec §6: no permission needed. */
export const routes: PageRoutes = [
  {
    path: paths.reports(),
    title: 'Report',
    access: 'protected',
    page: () => import('./features/reports/reports-page'),
  },
  {
    path: paths.sustainabilityReport(),
    title: 'Sustainability Report',
    access: 'protected',
    page: () => import('./features/sustainability/sustainability-report-page'),
  },
];

export default routes;
