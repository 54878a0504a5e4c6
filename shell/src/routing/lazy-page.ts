import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { PageComponent } from '@freightdeck/ui';

const RELOAD_KEY = 'freightdeck/page-reload';
const RELOAD_WINDOW_MS = 60_000;

export interface PageReloadDeps {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  reload: () => void;
  now: () => number;
}

const browser: PageReloadDeps = {
  storage: {
    getItem: (k) => { try { return sessionStorage.getItem(k); } catch { return null; } },
    setItem: (k, v) => { try { sessionStorage.setItem(k, v); } catch { /* private mode */ } },
    removeItem: (k) => { try { sessionStorage.removeItem(k); } catch { /* private mode */ } },
  },
  reload: () => window.location.reload(),
  now: () => Date.now(),
};

/**
 * Spec §2/§8: a lazily loaded page that fails to load reloads the page (a new deployment
 * replaced its chunk). Once only: a second failure within a minute reaches the error boundary.
 */
export function loadWithReload<T>(load: () => Promise<T>, deps: PageReloadDeps = browser): Promise<T> {
  return load().then((module) => {
    deps.storage.removeItem(RELOAD_KEY);
    return module;
  }, (error: unknown) => {
    const last = Number(deps.storage.getItem(RELOAD_KEY));
    if (last && deps.now() - last < RELOAD_WINDOW_MS) throw error;
    deps.storage.setItem(RELOAD_KEY, String(deps.now()));
    deps.reload();
    return new Promise<T>(() => {}); // the page is going away
  });
}

const cache = new WeakMap<PageComponent, LazyExoticComponent<ComponentType>>();

/** One lazy component per route object, so re-renders keep the loaded page. */
export function lazyPage(route: PageComponent): LazyExoticComponent<ComponentType> {
  let page = cache.get(route);
  if (!page) {
    page = lazy(() => loadWithReload(route.page));
    cache.set(route, page);
  }
  return page;
}
