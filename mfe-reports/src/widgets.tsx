import type { DashboardWidgets } from '@freightdeck/ui';
import { dashboardWidgets } from '@freightdeck/contracts';

/**
 * The reports remote's dashboard widgets (exposed as `./widgets`): title, order and requirement
 * come from the contracts widget table; the shell places and guards them.
 */
export const widgets: DashboardWidgets = dashboardWidgets('reports', {
  'reports-shipments-month': () => import('./features/dashboard-widgets/shipments-month-widget'),
  'reports-co2e-ytd': () => import('./features/dashboard-widgets/co2e-ytd-widget'),
});

export default widgets;
