import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';

export interface RemoteEntry {
  name: string;
  /** Absolute URL of the remote's mf-manifest.json. */
  entry: string;
}

/** The federation runtime, behind a seam the tests replace. */
export const federation = {
  /** `force` drops what the runtime cached for a remote that failed, so it loads afresh. */
  register(remotes: RemoteEntry[], force = false): void {
    registerRemotes(remotes, { force });
  },
  load<T>(id: string): Promise<T | null> {
    return loadRemote<T>(id);
  },
};

export type Federation = typeof federation;
