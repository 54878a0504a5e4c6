import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { PageComponent } from '@freightdeck/ui';
import { REMOTE_NAMES, type RemoteName } from '@freightdeck/contracts';
import { remoteRegistry, type RemoteRegistry, type RemotesSnapshot } from './remote-registry';

const RegistryContext = createContext<RemoteRegistry>(remoteRegistry);

export function RemotesProvider({ registry, children }: { registry: RemoteRegistry; children?: ReactNode }) {
  return <RegistryContext.Provider value={registry}>{children}</RegistryContext.Provider>;
}

export function useRemoteRegistry(): RemoteRegistry {
  return useContext(RegistryContext);
}

export function useRemotes(): RemotesSnapshot {
  const registry = useRemoteRegistry();
  return useSyncExternalStore(registry.subscribe, registry.getSnapshot, registry.getSnapshot);
}

export interface LoadedRoute {
  remote: RemoteName;
  route: PageComponent;
}

/** The routes of every remote loaded so far, to place in the shell's own route tree. */
export function loadedRemoteRoutes(snapshot: RemotesSnapshot): LoadedRoute[] {
  return REMOTE_NAMES.flatMap((remote) => snapshot[remote].routes.map((route) => ({ remote, route })));
}
