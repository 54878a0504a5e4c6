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
  /** Shown only to users of the primary organization (the platform's own staff). */
  primaryOrganizationOnly?: boolean;
  /** Lazily loaded component (a default export). */
  component: () => Promise<{ default: TComponent }>;
}

export interface WidgetDefinition {
  owner: RemoteName;
  title: string;
  order: number;
  size?: 'half' | 'full';
  requirement?: PermissionRequirement;
  primaryOrganizationOnly?: boolean;
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

/**
 * Home's "needs your attention" widgets (docs/product/screens.md#home), by id: each lists the few
 * records the caller should act on, each a link, in the caller's own scope. A remote exposes them
 * as `attention` beside `widgets` in its `./widgets` module; the shell places one frame per
 * widget the user may see, at its order, before the remote has loaded.
 */
export const ATTENTION_WIDGETS = {
  // The caller's own booking drafts, the last changed first.
  'booking-drafts': { owner: 'bookings', title: 'Drafts to finish', order: 10, requirement: can.bookingManage },
  // Staff who confirm (booking:manage over every booking): pending bookings, the oldest first.
  'bookings-to-confirm': { owner: 'bookings', title: 'Bookings awaiting confirmation', order: 20, requirement: can.bookingManageAll },
  // Issued or accepted quotations whose validity ends within the week, the soonest first.
  'quotations-expiring': { owner: 'quotations', title: 'Quotations expiring this week', order: 30, requirement: can.quotationView },
  // The pricing desk (staff): requests waiting for prices, the oldest first.
  'quotations-to-price': { owner: 'quotations', title: 'Requests waiting for pricing', order: 40, requirement: can.quotationManage, primaryOrganizationOnly: true },
  // Shipments in transit whose ETA is within the week, the soonest first.
  'shipments-arriving': { owner: 'track', title: 'Arriving this week', order: 50, requirement: can.bookingView },
  // Shipments with a temperature excursion, open ones first.
  'temperature-excursions': { owner: 'track', title: 'Temperature excursions', order: 60, requirement: can.bookingView },
} as const satisfies Record<string, WidgetDefinition>;

type WidgetTable = Record<string, WidgetDefinition>;
type IdOf<T extends WidgetTable, O extends RemoteName> = { [K in keyof T & string]: T[K]['owner'] extends O ? K : never }[keyof T & string];

export type WidgetId = keyof typeof DASHBOARD_WIDGETS;
export type WidgetIdOf<O extends RemoteName> = IdOf<typeof DASHBOARD_WIDGETS, O>;
export type AttentionWidgetId = keyof typeof ATTENTION_WIDGETS;
const WIDGET_IDS = Object.keys(DASHBOARD_WIDGETS) as WidgetId[];

/** Remotes that expose `./widgets`: the dashboard loads only these. */
export const WIDGET_REMOTES: readonly RemoteName[] = [...new Set(WIDGET_IDS.map((id) => DASHBOARD_WIDGETS[id].owner))];

/** Remotes with attention widgets (their `./widgets` module's `attention` export): home loads only these. */
export const ATTENTION_REMOTES: readonly RemoteName[] = [...new Set(Object.values(ATTENTION_WIDGETS).map((w) => w.owner))];

type LoadersOf<T extends WidgetTable, O extends RemoteName, TComponent> = { readonly [K in IdOf<T, O>]: () => Promise<{ default: TComponent }> };
export type WidgetLoaders<O extends RemoteName, TComponent> = LoadersOf<typeof DASHBOARD_WIDGETS, O, TComponent>;

function widgetOf<TComponent>(table: WidgetTable, id: string, component: () => Promise<{ default: TComponent }>): RemoteWidget<TComponent> {
  const { title, order, size, requirement, primaryOrganizationOnly } = table[id] as WidgetDefinition;
  return {
    id, title, order, component,
    ...(size === undefined ? {} : { size }),
    ...(requirement === undefined ? {} : { permission: requirement }),
    ...(primaryOrganizationOnly === undefined ? {} : { primaryOrganizationOnly }),
  };
}

function tableWidgets<T extends WidgetTable, O extends RemoteName, TComponent>(table: T, owner: O, loaders: LoadersOf<T, O, TComponent>): RemoteWidget<TComponent>[] {
  return (Object.keys(loaders) as IdOf<T, O>[]).map((id) => {
    if (table[id]?.owner !== owner) throw new Error(`${owner} has no widget "${id}" in the widget table`);
    return widgetOf(table, id, loaders[id]);
  });
}

/** A remote's widgets from the table: the remote gives only each widget's loader, in its order. */
export function dashboardWidgets<O extends RemoteName, TComponent>(owner: O, loaders: WidgetLoaders<O, TComponent>): RemoteWidget<TComponent>[] {
  return tableWidgets(DASHBOARD_WIDGETS, owner, loaders);
}

/** A remote's attention widgets for home, from `ATTENTION_WIDGETS`, as `dashboardWidgets` does for the dashboard. */
export function attentionWidgets<O extends RemoteName, TComponent>(owner: O, loaders: LoadersOf<typeof ATTENTION_WIDGETS, O, TComponent>): RemoteWidget<TComponent>[] {
  return tableWidgets(ATTENTION_WIDGETS, owner, loaders);
}

/** Which table governs a placement: the dashboard's widgets, or home's attention widgets. */
export type WidgetPlace = 'dashboard' | 'home';
export const WIDGET_TABLES: Readonly<Record<WidgetPlace, WidgetTable>> = { dashboard: DASHBOARD_WIDGETS, home: ATTENTION_WIDGETS };

/**
 * A widget as the shell places it: for a widget of the table, its title, order, size and
 * requirement from the table (null when another remote owns it); otherwise the remote's own.
 * Home takes only widgets of its table (a remote cannot add to what needs a user's attention).
 */
export function governWidget<TComponent>(owner: string, widget: RemoteWidget<TComponent>, place: WidgetPlace = 'dashboard'): RemoteWidget<TComponent> | null {
  const table = WIDGET_TABLES[place];
  if (!Object.hasOwn(table, widget.id)) return place === 'dashboard' ? widget : null;
  return table[widget.id]?.owner === owner ? widgetOf(table, widget.id, widget.component) : null;
}
