/** What the federation runtime's share scope says about one shared package. */
export interface SharedUse {
  name: string;
  /** Distinct `version from provider` pairs that were actually loaded. */
  loaded: string[];
  /** Apps that used the loaded instance. */
  usedIn: string[];
}

/**
 * Runs in the page: reads `__FEDERATION__.__SHARE__` (instance → scope → package → version →
 * { loaded, from, useIn }) and reports, per package, which copies were loaded and by whom.
 */
export function readShareScope(names: string[]): SharedUse[] {
  type Shared = { loaded?: boolean; lib?: unknown; from?: string; useIn?: string[] };
  const root = (globalThis as unknown as { __FEDERATION__?: { __SHARE__?: Record<string, Record<string, Record<string, Record<string, Shared>>>> } }).__FEDERATION__;
  const share = root?.__SHARE__ ?? {};
  return names.map((name) => {
    const loaded = new Set<string>();
    const usedIn = new Set<string>();
    for (const scopes of Object.values(share)) {
      for (const packages of Object.values(scopes)) {
        for (const [version, shared] of Object.entries(packages[name] ?? {})) {
          if (!shared.loaded && !shared.lib) continue;
          loaded.add(`${version} from ${shared.from ?? '?'}`);
          for (const app of shared.useIn ?? []) usedIn.add(app);
        }
      }
    }
    return { name, loaded: [...loaded], usedIn: [...usedIn].sort() };
  });
}
