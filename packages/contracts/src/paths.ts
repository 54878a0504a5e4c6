import { PAGE_IDS, PAGES, type PageId } from './pages';
import { REMOTE_NAMES, type RemoteName } from './remote-names';

/** One string per `:param` of a route pattern, in order: `'/bookings/:ref/delivery'` → `[string]`. */
type ParamValues<P extends string> = P extends `${string}:${string}/${infer Rest}`
  ? [string, ...ParamValues<`/${Rest}`>]
  : P extends `${string}:${string}` ? [string] : [];

/** A link builder: one argument per `:param` of the pattern, in order. */
export type PathBuilder<P extends string> = (...params: ParamValues<P>) => string;

/** An object with one entry per key (Object.fromEntries loses the keys' type). */
function byKey<K extends string, V>(keys: readonly K[], value: (key: K) => V): Record<K, V> {
  return Object.fromEntries(keys.map((key) => [key, value(key)])) as Record<K, V>;
}

const PARAM = /:[A-Za-z_]\w*/g;

function builder(pattern: string): (...params: string[]) => string {
  if (!pattern.includes(':')) return () => pattern;
  return (...params) => {
    let i = 0;
    return pattern.replace(PARAM, () => encodeURIComponent(params[i++] ?? ''));
  };
}

/**
 * Links to the portal's pages, built from the route table (`PAGES`): `paths.booking(id)` is
 * `/bookings/<id>`, each parameter URL-encoded. Remotes link to each other's pages through
 * these, never by importing each other nor by writing a path.
 */
export const paths: { readonly [K in PageId]: PathBuilder<(typeof PAGES)[K]['path']> } = byKey(PAGE_IDS, (id) => builder(PAGES[id].path));

/** A route pattern with its parameter names dropped, so `/bookings/:id` and `/bookings/:ref` compare equal. */
export function patternShape(pattern: string): string {
  return pattern.replace(PARAM, ':');
}

const firstSegment = (path: string) => `/${path.split('/')[1] ?? ''}`;

/**
 * Which remote owns which top-level path segments (the first segments of its pages): the shell
 * routes a section to its remote.
 */
export const REMOTE_SECTIONS: Readonly<Record<RemoteName, readonly string[]>> = byKey(REMOTE_NAMES, (name) => [
  ...new Set(PAGE_IDS.filter((id) => PAGES[id].owner === name).map((id) => firstSegment(PAGES[id].path))),
]);

/** The remote that owns a pathname, or null for the shell's own pages. */
export function remoteForPath(pathname: string): RemoteName | null {
  for (const name of REMOTE_NAMES) {
    if (REMOTE_SECTIONS[name].some((p) => pathname === p || pathname.startsWith(`${p}/`))) return name;
  }
  return null;
}
