import { createInstance } from '@module-federation/enhanced/runtime';
import { sharedModules } from './shared-modules';

export interface RemoteEntry {
  name: string;
  /** Absolute URL of the remote's mf-manifest.json. */
  entry: string;
}

/**
 * The shell's federation runtime: created on the first remote section, never for /login. It
 * offers the shell's own instances of the shared singletons to every remote it loads.
 */
const instance = createInstance({ name: 'shell', remotes: [], shared: sharedModules() });

export function registerRemotes(remotes: RemoteEntry[], force: boolean): void {
  instance.registerRemotes(remotes, { force });
}

export function loadRemote<T>(id: string): Promise<T | null> {
  return instance.loadRemote<T>(id);
}
