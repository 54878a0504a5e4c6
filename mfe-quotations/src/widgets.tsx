import type { DashboardWidgets } from '@freightdeck/ui';
import { dashboardWidgets } from '@freightdeck/contracts';

/**
 * The quotations remote's dashboard widgets (exposed as `./widgets`): title, order and
 * requirement come from the contracts widget table; the shell places and guards them.
 */
export const widgets: DashboardWidgets = dashboardWidgets('quotations', {
  'quotations-overview': () => import('./features/dashboard-widget/quotations-widget'),
});

export default widgets;
