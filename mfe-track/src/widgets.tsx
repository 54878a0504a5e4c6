import type { DashboardWidgets } from '@freightdeck/ui';
import { attentionWidgets, dashboardWidgets } from '@freightdeck/contracts';

/**
 * The track-and-trace remote's dashboard widgets (exposed as `./widgets`): title, order and
 * requirement come from the contracts widget table; the shell places and guards them.
 */
export const widgets: DashboardWidgets = dashboardWidgets('track', {
  'tracking-overview': () => import('./features/dashboard-widget/tracking-overview-widget'),
});

/** Home's "needs your attention" widgets (contracts `ATTENTION_WIDGETS`). */
export const attention: DashboardWidgets = attentionWidgets('track', {
  'shipments-arriving': () => import('./features/attention/arriving-widget'),
  'temperature-excursions': () => import('./features/attention/excursions-widget'),
});

export default widgets;
