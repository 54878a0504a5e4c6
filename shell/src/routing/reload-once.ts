/**
 * What fails to load (a lazy page, a remote) reloads the page, because a new deployment usually
 * explains it; never in a loop (docs/product/screens.md#sections-and-remotes). Each reason may
 * reload the page once within its window; the time of that reload is kept in sessionStorage.
 */
export interface ReloadDeps {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  reload: () => void;
  now: () => number;
}

export const browserReloadDeps: ReloadDeps = {
  storage: {
    getItem: (k) => { try { return sessionStorage.getItem(k); } catch { return null; } },
    setItem: (k, v) => { try { sessionStorage.setItem(k, v); } catch { /* private mode */ } },
    removeItem: (k) => { try { sessionStorage.removeItem(k); } catch { /* private mode */ } },
  },
  reload: () => window.location.reload(),
  now: () => Date.now(),
};

/** Reloads the page unless `key` already did so within `windowMs`; says whether it did. */
export function reloadOnce(key: string, windowMs: number, deps: ReloadDeps): boolean {
  const last = Number(deps.storage.getItem(key));
  if (last && deps.now() - last < windowMs) return false;
  deps.storage.setItem(key, String(deps.now()));
  deps.reload();
  return true;
}

/** After a successful load: the next failure may reload again. */
export function clearReloadMark(key: string, deps: ReloadDeps): void {
  deps.storage.removeItem(key);
}
