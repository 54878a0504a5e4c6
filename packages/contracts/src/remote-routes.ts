import type { RemoteName } from './paths';
import type { PermissionRequirement } from './permissions';

/**
 * Who may open a route: `protected` needs a session (inside the layout), `public` is open to
 * all, `guest` is public but a signed-in visitor is sent away (spec §2, "R").
 */
export type RouteAccess = 'protected' | 'public' | 'guest';

/**
 * A route a remote exposes through `./routes` (DESIGN.md §2). The shell wraps it in its own
 * guards; a remote never decides access on its own. `TPage` is the page component type.
 */
export interface RemoteRoute<TPage = unknown> {
  /** Absolute path, with `:params`; must lie in one of the remote's sections. */
  path: string;
  /** The menu item name; the document title becomes "<title> | Freightdeck". */
  title: string;
  access: RouteAccess;
  /** Spec §6 page requirement; without it the user is sent to /dashboard. */
  permission?: PermissionRequirement;
  /** Lazily loaded page (the only default exports in the code base). */
  page: () => Promise<{ default: TPage }>;
}

export const PRODUCT_NAME = 'Freightdeck';

export function documentTitle(item: string): string {
  return `${item} | ${PRODUCT_NAME}`;
}

/**
 * A dashboard widget a remote exposes through `./widgets` (DESIGN.md §2). The shell places it
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

/** Remotes that expose `./widgets`: the dashboard loads only these. */
export const WIDGET_REMOTES: readonly RemoteName[] = ['bookings'];
