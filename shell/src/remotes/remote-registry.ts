import { governRoute, REMOTE_NAMES, REMOTE_SECTIONS, storageKeys, type RemoteName, type RemotesManifest } from '@freightdeck/contracts';
import type { PageComponent, PageRoutes } from '@freightdeck/ui';
import { browserReloadDeps, clearReloadMark, reloadOnce, type ReloadDeps } from '../routing/reload-once';
import { federation as defaultFederation, type Federation } from './federation';
import { fetchManifest } from './manifest';

export type RemoteStatus = 'idle' | 'loading' | 'loaded' | 'failed';

export interface RemoteState {
  status: RemoteStatus;
  routes: PageRoutes;
  /** True while a Retry from the unavailable screen runs. */
  retrying: boolean;
}

export type RemotesSnapshot = Readonly<Record<RemoteName, RemoteState>>;

export interface RegistryDeps extends ReloadDeps {
  federation: Federation;
  loadManifest: () => Promise<RemotesManifest>;
  /** The page's own origin ('self' of its Content-Security-Policy); by default the first manifest's origins alone. */
  pageOrigin?: () => string;
}

const originOf = (url: string): string | null => {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

/**
 * A failed remote reloads the page at most once in this window, and never in a loop
 * (docs/product/screens.md#sections-and-remotes). After it, the section shows as unavailable with a
 * Retry.
 */
export const RELOAD_WINDOW_MS = 5 * 60_000;

export type ExposedRoutes = { routes?: unknown; default?: unknown };

function inSection(name: RemoteName, route: PageComponent): boolean {
  return REMOTE_SECTIONS[name].some((p) => route.path === p || route.path.startsWith(`${p}/`));
}

/**
 * The remote's routes as the shell mounts them (docs/adr/010): a page of the contracts table
 * gets its path, title, access and permission from the table whatever the remote declared, and
 * is dropped if another owner has it; a page the table does not know yet (a remote released
 * before the shell) keeps its declaration but must lie in the remote's sections.
 */
export function toRoutes(name: RemoteName, exposed: ExposedRoutes | null): PageRoutes {
  const list = exposed?.routes ?? exposed?.default;
  if (!Array.isArray(list)) throw new Error(`${name}/routes exports no routes`);
  return (list as PageComponent[]).flatMap((route) => {
    const valid = typeof route?.path === 'string' && typeof route.page === 'function';
    const governed = valid ? governRoute(name, route) : null;
    if (governed && inSection(name, governed)) return [governed];
    console.warn(`[remotes] ${name}: ignoring route outside its sections`, route?.path);
    return [];
  });
}

/**
 * Loads each remote's `./routes` once and remembers the outcome. Errors are handled in layers:
 * the first failure reloads the page once (a new deployment usually explains it), a second
 * shows the section as unavailable with a Retry that loads afresh without a reload, and the
 * rest of the portal keeps working.
 */
export function createRemoteRegistry(deps: RegistryDeps) {
  const initial = { status: 'idle', routes: [], retrying: false } as RemoteState;
  let snapshot: RemotesSnapshot = Object.fromEntries(REMOTE_NAMES.map((n) => [n, initial])) as RemotesSnapshot;
  const listeners = new Set<() => void>();
  let manifest: Promise<RemotesManifest> | null = null;
  /** The entry URL each remote was registered with. */
  const registered = new Map<RemoteName, string>();
  const revalidating = new Set<RemoteName>();
  /**
   * The origins this page's Content-Security-Policy lets scripts come from: the portal derives it
   * from /remotes.json when it sends the page, so they are the origins of the first manifest read,
   * and the page's own.
   */
  let allowedOrigins: Set<string> | null = null;
  const remember = (m: RemotesManifest) => {
    allowedOrigins ??= new Set([deps.pageOrigin?.(), ...Object.values(m).map((url) => (url ? originOf(url) : null))].filter((o): o is string => !!o));
    return m;
  };

  function update(name: RemoteName, next: Partial<RemoteState>) {
    snapshot = { ...snapshot, [name]: { ...snapshot[name], ...next } };
    for (const fn of [...listeners]) fn();
  }

  /** Fetches /remotes.json once (again after a failure). Cheap: it loads no federation runtime. */
  function prepare(): Promise<RemotesManifest> {
    manifest ??= deps.loadManifest().then(remember).catch((error: unknown) => {
      manifest = null;
      throw error;
    });
    return manifest;
  }

  /** Registers, once, every remote the manifest lists (this loads the federation runtime). */
  async function registerListed(m: RemotesManifest): Promise<void> {
    const entries = REMOTE_NAMES.filter((n) => m[n] && !registered.has(n)).map((n) => ({ name: n, entry: m[n] as string }));
    for (const e of entries) registered.set(e.name, e.entry);
    if (entries.length) await deps.federation.register(entries);
  }

  async function load(name: RemoteName, retry: boolean): Promise<void> {
    try {
      const m = await prepare();
      const entry = m[name];
      if (!entry) throw new Error(`/remotes.json lists no "${name}" remote`);
      await registerListed(m);
      if (retry) {
        await deps.federation.register([{ name, entry }], true);
        registered.set(name, entry);
      }
      const routes = toRoutes(name, await deps.federation.load<ExposedRoutes>(`${name}/routes`));
      clearReloadMark(storageKeys.remoteReload(name), deps);
      update(name, { status: 'loaded', routes, retrying: false });
    } catch (error) {
      console.error(`[remotes] ${name} could not be loaded`, error);
      // On a reload the section stays "loading" until the page goes.
      if (!retry && reloadOnce(storageKeys.remoteReload(name), RELOAD_WINDOW_MS, deps)) return;
      update(name, { status: 'failed', retrying: false });
    }
  }

  /** Any other module a remote exposes (`./widgets`): no reload on failure, the caller decides. */
  async function loadExposed<T>(name: RemoteName, expose: string): Promise<T | null> {
    const m = await prepare();
    if (!m[name]) throw new Error(`/remotes.json lists no "${name}" remote`);
    await registerListed(m);
    return deps.federation.load<T>(`${name}/${expose}`);
  }

  /**
   * Independent delivery (docs/adr/018-shared-scope.md): on a navigation into a loaded remote's
   * section, /remotes.json is read again; when it names another entry for that remote (a new
   * release), the remote is registered afresh and its routes replace the old ones. Only that
   * section changes; no page reload, no other remote touched. A failure keeps the version shown.
   * A release to an origin this page's Content-Security-Policy does not allow reloads the page
   * once instead (the portal sends the new page with a policy that allows it).
   */
  async function revalidate(name: RemoteName): Promise<void> {
    if (snapshot[name].status !== 'loaded' || revalidating.has(name)) return;
    revalidating.add(name);
    try {
      const fresh = remember(await deps.loadManifest());
      manifest = Promise.resolve(fresh);
      const entry = fresh[name];
      if (!entry || entry === registered.get(name)) return;
      const origin = originOf(entry);
      if (origin && !allowedOrigins?.has(origin)) {
        // Released to an origin this page's policy does not allow (it was sent before the
        // release): loading it would be refused. A reload fetches the page with the policy that
        // allows it, and the new release (once per window: never a loop).
        if (reloadOnce(storageKeys.remoteReload(name), RELOAD_WINDOW_MS, deps)) return;
        throw new Error(`the new release's origin ${origin} is not allowed by this page's policy`);
      }
      await deps.federation.register([{ name, entry }], true);
      registered.set(name, entry);
      update(name, { routes: toRoutes(name, await deps.federation.load<ExposedRoutes>(`${name}/routes`)) });
    } catch (error) {
      console.warn(`[remotes] ${name}: a new release could not be loaded; the current one stays`, error);
    } finally {
      revalidating.delete(name);
    }
  }

  return {
    prepare,
    loadExposed,
    revalidate,
    /** Starts loading a remote's routes unless it is loading, loaded or failed already. */
    ensure(name: RemoteName): void {
      if (snapshot[name].status !== 'idle') return;
      update(name, { status: 'loading' });
      void load(name, false);
    },
    /** The Retry of the unavailable screen: loads afresh, never reloads the page. */
    retry(name: RemoteName): Promise<void> {
      if (snapshot[name].retrying || snapshot[name].status === 'loaded') return Promise.resolve();
      update(name, { retrying: true });
      return load(name, true);
    },
    getSnapshot: (): RemotesSnapshot => snapshot,
    subscribe(fn: () => void): () => void {
      listeners.add(fn);
      return () => {
        listeners.delete(fn);
      };
    },
  };
}

export type RemoteRegistry = ReturnType<typeof createRemoteRegistry>;

export const remoteRegistry: RemoteRegistry = createRemoteRegistry({
  federation: defaultFederation,
  loadManifest: () => fetchManifest(),
  pageOrigin: () => window.location.origin,
  ...browserReloadDeps,
});
