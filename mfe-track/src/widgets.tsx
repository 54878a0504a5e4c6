import type { DashboardWidgets } from '@freightdeck/ui';
import { dashboardWidgets } from '@freightdeck/contracts';

/**
 * The track-and-trace remote's dashboard widgets (exposed as `./widgets`): title, order and
 * requirement come from the contracts widget table; the shell places and guards them.
 */
export const widgets: DashboardWidgets = dashboardWidgets('track', {
  'tracking-overview': () => import('./features/dashboard-widget/tracking-overview-widget'),
});

export default widgets;
