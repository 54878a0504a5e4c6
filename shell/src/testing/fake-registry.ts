import type { RemotesManifest } from '@freightdeck/contracts';
import { createRemoteRegistry, type RegistryDeps } from '../remotes/remote-registry';

export function memoryStorage() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

export const MANIFEST: RemotesManifest = {
  bookings: 'http://localhost/remotes/bookings/mf-manifest.json',
  reports: 'http://localhost/remotes/reports/mf-manifest.json',
};

export function fakeRegistry(load: (id: string) => Promise<unknown>, overrides: Partial<RegistryDeps> = {}) {
  const deps = {
    federation: { register: jest.fn(() => Promise.resolve()), load: jest.fn(load) as unknown as RegistryDeps['federation']['load'] },
    loadManifest: jest.fn(async () => MANIFEST),
    storage: memoryStorage(),
    reload: jest.fn(),
    now: () => 1_000_000,
    ...overrides,
  };
  return { registry: createRemoteRegistry(deps), deps };
}
