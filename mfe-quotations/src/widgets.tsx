import type { DashboardWidgets } from '@freightdeck/ui';
import { attentionWidgets, dashboardWidgets } from '@freightdeck/contracts';

/**
 * The quotations remote's dashboard widgets (exposed as `./widgets`): title, order and
 * requirement come from the contracts widget table; the shell places and guards them.
 */
export const widgets: DashboardWidgets = dashboardWidgets('quotations', {
  'quotations-overview': () => import('./features/dashboard-widget/quotations-widget'),
});

/** Home's "needs your attention" widgets (contracts `ATTENTION_WIDGETS`). */
export const attention: DashboardWidgets = attentionWidgets('quotations', {
  'quotations-expiring': () => import('./features/attention/expiring-widget'),
  'quotations-to-price': () => import('./features/attention/to-price-widget'),
});

export default widgets;
