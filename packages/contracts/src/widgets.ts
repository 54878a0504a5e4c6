import { ACTION_PERMISSIONS as can } from './actions';
import type { PermissionRequirement } from './permissions';
import type { RemoteName } from './remote-names';

/**
 * A dashboard widget a remote exposes through `./widgets` (docs/adr/001). The shell places it
 * on /dashboard in `order`, shows it only with `permission`, and keeps the dashboard working
 * when a widget or its remote fails.
 */
export interface RemoteWidget<TComponent = unknown> {
  /** Unique within the remote, e.g. `booking-status-counts`. */
  id: string;
  /** The widget's heading. */
  title: string;
  /** Smaller first. */
  order: number;
  /** `full` spans the dashboard's width; `half` (default) shares a row. */
  size?: 'half' | 'full';
  permission?: PermissionRequirement;
  /** Lazily loaded component (a default export). */
  component: () => Promise<{ default: TComponent }>;
}

export interface WidgetDefinition {
  owner: RemoteName;
  title: string;
  order: number;
  size?: 'half' | 'full';
  requirement?: PermissionRequirement;
}

/**
 * Every dashboard widget, by id, like `PAGES` for pages: the shell takes title, order, size and
 * requirement from here for a widget it knows (docs/adr/010).
 */
export const DASHBOARD_WIDGETS = {
  // The counts and the watchlist are in the caller's own booking scope.
  'booking-status-counts': { owner: 'bookings', title: 'Bookings by status', order: 10, requirement: can.bookingView },
  'booking-watchlist': { owner: 'bookings', title: 'Watchlist', order: 20, requirement: can.bookingView },
  // The reports' widgets count the caller's booking scope too (docs/product/api.md#reports).
  'reports-shipments-month': { owner: 'reports', title: 'Shipments this month', order: 30, requirement: can.bookingView },
  'reports-co2e-ytd': { owner: 'reports', title: 'CO2e this year', order: 40, requirement: can.bookingView },
  // In transit, arriving this week, late and open excursions, in the caller's booking scope (docs/product/tracking.md).
  'tracking-overview': { owner: 'track', title: 'Shipments on the move', order: 25, requirement: can.bookingView },
  // Open quotations, those expiring this week and requests waiting for pricing, in the caller's quotation scope.
  'quotations-overview': { owner: 'quotations', title: 'Quotations', order: 15, requirement: can.quotationView },
} as const satisfies Record<string, WidgetDefinition>;

export type WidgetId = keyof typeof DASHBOARD_WIDGETS;
export type WidgetIdOf<O extends RemoteName> = { [K in WidgetId]: (typeof DASHBOARD_WIDGETS)[K]['owner'] extends O ? K : never }[WidgetId];
const WIDGET_IDS = Object.keys(DASHBOARD_WIDGETS) as WidgetId[];

/** Remotes that expose `./widgets`: the dashboard loads only these. */
export const WIDGET_REMOTES: readonly RemoteName[] = [...new Set(WIDGET_IDS.map((id) => DASHBOARD_WIDGETS[id].owner))];

export type WidgetLoaders<O extends RemoteName, TComponent> = { readonly [K in WidgetIdOf<O>]: () => Promise<{ default: TComponent }> };

function widgetOf<TComponent>(id: WidgetId, component: () => Promise<{ default: TComponent }>): RemoteWidget<TComponent> {
  const { title, order, size, requirement }: WidgetDefinition = DASHBOARD_WIDGETS[id];
  return {
    id, title, order, component,
    ...(size === undefined ? {} : { size }),
    ...(requirement === undefined ? {} : { permission: requirement }),
  };
}

/** A remote's widgets from the table: the remote gives only each widget's loader, in its order. */
export function dashboardWidgets<O extends RemoteName, TComponent>(owner: O, loaders: WidgetLoaders<O, TComponent>): RemoteWidget<TComponent>[] {
  return (Object.keys(loaders) as WidgetIdOf<O>[]).map((id) => {
    if (DASHBOARD_WIDGETS[id]?.owner !== owner) throw new Error(`${owner} has no widget "${id}" in the widget table`);
    return widgetOf(id, loaders[id]);
  });
}

/**
 * A widget as the shell places it: for a widget of the table, its title, order, size and
 * requirement from the table (null when another remote owns it); otherwise the remote's own.
 */
export function governWidget<TComponent>(owner: string, widget: RemoteWidget<TComponent>): RemoteWidget<TComponent> | null {
  if (!Object.hasOwn(DASHBOARD_WIDGETS, widget.id)) return widget;
  const id = widget.id as WidgetId;
  return DASHBOARD_WIDGETS[id].owner === owner ? widgetOf(id, widget.component) : null;
}
