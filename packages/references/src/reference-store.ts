import { storageKeys } from '@freightdeck/contracts';
import { HASH_ENTRY, REFERENCE_SETS, type ReferenceSet } from './reference-sets';

function safely<T>(fn: () => T, fallback: T): T {
  try {
    return fn();
  } catch {
    return fallback; // storage disabled or full: reference data is only a cache
  }
}

/**
 * The local copy of the reference data (downloaded once per session, cleared when leaving the
 * protected shell: docs/product/reference-data.md#loading-and-caching): each set as the API's rows,
 * and the hash of each stored set.
 */
export const referenceStore = {
  read<T = unknown>(set: ReferenceSet): T[] | null {
    return safely(() => {
      const raw = localStorage.getItem(storageKeys.references(set));
      return raw ? (JSON.parse(raw) as T[]) : null;
    }, null);
  },
  /** Stores a set; false when the storage refused it (full or disabled). */
  write(set: ReferenceSet, records: readonly unknown[]): boolean {
    return safely(() => {
      localStorage.setItem(storageKeys.references(set), JSON.stringify(records));
      return true;
    }, false);
  },
  readHash(): Partial<Record<ReferenceSet, string>> | null {
    return safely(() => {
      const raw = localStorage.getItem(storageKeys.references(HASH_ENTRY));
      return raw ? (JSON.parse(raw) as Partial<Record<ReferenceSet, string>>) : null;
    }, null);
  },
  writeHash(hash: Partial<Record<ReferenceSet, string>>): void {
    safely(() => localStorage.setItem(storageKeys.references(HASH_ENTRY), JSON.stringify(hash)), undefined);
  },
  /** Removes every stored set and the hash. */
  clear(): void {
    for (const key of [...REFERENCE_SETS, HASH_ENTRY]) {
      safely(() => localStorage.removeItem(storageKeys.references(key)), undefined);
    }
  },
};
