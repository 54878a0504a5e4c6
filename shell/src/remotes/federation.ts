import type * as FederationRuntime from './federation-runtime';

/** Declared by the runtime, which this file loads lazily, so the two import one way. */
export type RemoteEntry = FederationRuntime.RemoteEntry;

type Runtime = typeof FederationRuntime;
let runtime: Promise<Runtime> | null = null;

/** The federation runtime (25 KB gzip) loads with the first remote section, not before. */
function loadRuntime(): Promise<Runtime> {
  runtime ??= import(/* webpackChunkName: "federation" */ './federation-runtime').catch((error: unknown) => {
    runtime = null;
    throw error;
  });
  return runtime;
}

/** The federation runtime, behind a seam the tests replace. */
export const federation = {
  /** `force` drops what the runtime cached for a remote that failed, so it loads afresh. */
  async register(remotes: RemoteEntry[], force = false): Promise<void> {
    (await loadRuntime()).registerRemotes(remotes, force);
  },
  async load<T>(id: string): Promise<T | null> {
    return (await loadRuntime()).loadRemote<T>(id);
  },
};

export type Federation = typeof federation;
