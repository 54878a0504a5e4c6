import type { DashboardWidgets } from '@freightdeck/ui';
import { attentionWidgets, dashboardWidgets } from '@freightdeck/contracts';

/**
 * The bookings remote's dashboard widgets (exposed as `./widgets`): title, order and
 * requirement come from the contracts widget table; the shell places and guards them.
 */
export const widgets: DashboardWidgets = dashboardWidgets('bookings', {
  'booking-status-counts': () => import('./features/dashboard-widget/status-counts-widget'),
  'booking-watchlist': () => import('./features/dashboard-widget/watchlist-widget'),
});

/** Home's "needs your attention" widgets (contracts `ATTENTION_WIDGETS`). */
export const attention: DashboardWidgets = attentionWidgets('bookings', {
  'booking-drafts': () => import('./features/attention/drafts-widget'),
  'bookings-to-confirm': () => import('./features/attention/to-confirm-widget'),
});

export default widgets;
