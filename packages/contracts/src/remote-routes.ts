import { PAGE_IDS, PAGES, type PageDefinition, type PageId, type PageIdOf, type PageOwner, type RouteAccess } from './pages';
import { patternShape } from './paths';
import type { PermissionRequirement } from './permissions';

/**
 * A route a remote exposes through `./routes` (docs/adr/001). The shell wraps it in its own
 * guards and, for a page of its table, takes path, title, access and permission from the table
 * (docs/adr/010). `TPage` is the page component type.
 */
export interface RemoteRoute<TPage = unknown> {
  /** Absolute path, with `:params`; must lie in one of the remote's sections. */
  path: string;
  /** The menu item name; the document title becomes "<title> | Freightdeck". */
  title: string;
  access: RouteAccess;
  /** The page requirement; without it the user is sent to /dashboard. */
  permission?: PermissionRequirement;
  /** Lazily loaded page (the only default exports in the code base). */
  page: () => Promise<{ default: TPage }>;
}

export const PRODUCT_NAME = 'Freightdeck';

export function documentTitle(item: string): string {
  return `${item} | ${PRODUCT_NAME}`;
}

/** One lazy loader for every page the table gives an owner: a missing or foreign page does not compile. */
export type PageLoaders<O extends PageOwner, TPage> = { readonly [K in PageIdOf<O>]: () => Promise<{ default: TPage }> };

function routeOf<TPage>(id: PageId, page: () => Promise<{ default: TPage }>): RemoteRoute<TPage> {
  const { path, title, access, requirement }: PageDefinition = PAGES[id];
  return requirement === undefined ? { path, title, access, page } : { path, title, access, permission: requirement, page };
}

/**
 * The routes of a shell or remote, from the table: the owner gives only each page's loader, in
 * the order it lists them; path, title, access and permission come from `PAGES`.
 */
export function pageRoutes<O extends PageOwner, TPage>(owner: O, loaders: PageLoaders<O, TPage>): RemoteRoute<TPage>[] {
  return (Object.keys(loaders) as PageIdOf<O>[]).map((id) => {
    if (PAGES[id]?.owner !== owner) throw new Error(`${owner} has no page "${id}" in the route table`);
    return routeOf(id, loaders[id]);
  });
}

const byShape = new Map(PAGE_IDS.map((id) => [patternShape(PAGES[id].path), id]));

/** The page of the table a route pattern stands for (parameter names aside), if any. */
export function pageForPattern(pattern: string): PageId | undefined {
  return byShape.get(patternShape(pattern));
}

/**
 * A route as the shell mounts it (docs/adr/010). For a page of the table: its path, title,
 * access and permission from the table, whatever the remote declared, or null when the page
 * belongs to another owner. For a page the table does not know yet (a remote released before
 * the shell), the remote's own declaration.
 */
export function governRoute<TPage>(owner: string, route: RemoteRoute<TPage>): RemoteRoute<TPage> | null {
  const id = pageForPattern(route.path);
  if (id === undefined) return route;
  if (PAGES[id].owner !== owner) return null;
  return routeOf(id, route.page);
}
