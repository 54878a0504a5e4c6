import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { storageKeys } from '@freightdeck/contracts';
import type { PageComponent } from '@freightdeck/ui';
import { browserReloadDeps, clearReloadMark, reloadOnce, type ReloadDeps } from './reload-once';

const RELOAD_WINDOW_MS = 60_000;

/**
 * A lazily loaded page that fails to load reloads the page
 * (docs/product/screens.md#sections-and-remotes; a new deployment replaced its chunk). Once only: a
 * second failure within a minute reaches the error boundary.
 */
export function loadWithReload<T>(load: () => Promise<T>, deps: ReloadDeps = browserReloadDeps): Promise<T> {
  return load().then((module) => {
    clearReloadMark(storageKeys.pageReload, deps);
    return module;
  }, (error: unknown) => {
    if (!reloadOnce(storageKeys.pageReload, RELOAD_WINDOW_MS, deps)) throw error;
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
