import { useEffect, useMemo, useSyncExternalStore } from 'react';
import type { ReferenceRecords } from '@freightdeck/contracts';
import { getReferenceSnapshot, index, loadReferenceData, subscribeReferenceData, type ReferenceSnapshot } from './reference-data';
import type { ReferenceIndex } from './reference-index';
import type { ReferenceSet } from './reference-sets';

export function useReferenceStatus(): ReferenceSnapshot {
  return useSyncExternalStore(subscribeReferenceData, getReferenceSnapshot, getReferenceSnapshot);
}

export interface ReferenceSetState<T> {
  /** Every record, sorted by code; undefined until loaded. */
  data: readonly T[] | undefined;
  isLoading: boolean;
  error: unknown;
  /** By code (or alias), in constant time. */
  get(code: string | null | undefined): T | undefined;
  /** Type-ahead: by code first, then by name (accents and case ignored). */
  search(query: string, limit?: number): T[];
  index: ReferenceIndex<T> | undefined;
}

/**
 * One reference set. Inside the protected shell the session has already started the download;
 * elsewhere (a remote in the dev shell) the first hook to ask starts it.
 */
export function useReferenceSet<S extends ReferenceSet>(set: S): ReferenceSetState<ReferenceRecords[S]> {
  const { status, error } = useReferenceStatus();
  useEffect(() => {
    if (getReferenceSnapshot().status === 'idle') loadReferenceData().catch(() => undefined); // the error is in the status
  }, [status]);
  const idx = status === 'ready' ? index(set) : undefined;
  // Stable while the data is: pickers memoise their options on these functions.
  return useMemo(() => ({
    data: idx?.all,
    isLoading: status === 'loading' || status === 'idle',
    error: status === 'error' ? error : null,
    get: (code: string | null | undefined) => idx?.get(code),
    search: (query: string, limit?: number) => idx?.search(query, limit) ?? [],
    index: idx,
  }), [idx, status, error]);
}

export const useAirports = () => useReferenceSet('airports');
export const useSeaports = () => useReferenceSet('seaports');
export const useCities = () => useReferenceSet('cities');
export const useCountryRegions = () => useReferenceSet('countryRegions');
export const useCallingCodes = () => useReferenceSet('callingCodes');
export const useCarriers = () => useReferenceSet('carriers');
export const useChargeCodes = () => useReferenceSet('chargeCodes');
