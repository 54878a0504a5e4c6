import { apiClient } from '@freightdeck/auth';
import {
  REFERENCE_CODECS, REFERENCE_SET_PATHS, type ReferenceHash, type ReferenceRecords, type ReferenceRows,
} from '@freightdeck/contracts';
import { ReferenceIndex, type IndexOptions } from './reference-index';
import { REFERENCE_SETS, type ReferenceSet } from './reference-sets';
import { referenceStore } from './reference-store';

export type ReferenceStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface ReferenceSnapshot {
  status: ReferenceStatus;
  error: unknown;
}

export interface SyncResult {
  /** The sets fetched from the server (their hash changed, or nothing was stored). */
  downloaded: ReferenceSet[];
}

type AnyIndex = ReferenceIndex<ReferenceRecords[ReferenceSet]>;

let snapshot: ReferenceSnapshot = { status: 'idle', error: null };
let rows: Partial<Record<ReferenceSet, unknown[]>> = {};
let indexes: Partial<Record<ReferenceSet, AnyIndex>> = {};
let inflight: Promise<SyncResult> | null = null;
/** Bumped by clear(): a download that finishes after a sign-out must not store anything. */
let generation = 0;
const listeners = new Set<() => void>();

function publish(next: ReferenceSnapshot) {
  snapshot = next;
  listeners.forEach((listener) => listener());
}

export function subscribeReferenceData(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getReferenceSnapshot(): ReferenceSnapshot {
  return snapshot;
}

/**
 * Asks the server for each set's hash and downloads only the sets whose hash differs from the
 * stored one (or that are not stored); the others are read from local storage
 * (docs/product/reference-data.md#loading-and-caching).
 */
async function sync(): Promise<SyncResult> {
  const started = generation;
  const server = await apiClient.get<ReferenceHash>('/references/hash', { auth: false });
  const stored = referenceStore.readHash() ?? {};
  const kept: Partial<Record<ReferenceSet, unknown[]>> = {};
  const stale = REFERENCE_SETS.filter((set) => {
    if (stored[set] !== server[set]) return true;
    const local = referenceStore.read(set);
    if (local) kept[set] = local;
    return !local;
  });
  const fetched = await Promise.all(
    stale.map(async (set) => [set, await apiClient.get<unknown[]>(`/references/${REFERENCE_SET_PATHS[set]}`, { auth: false })] as const),
  );
  if (started !== generation) return { downloaded: stale };
  const nextHash: Partial<ReferenceHash> = {};
  for (const set of REFERENCE_SETS) if (kept[set]) nextHash[set] = server[set];
  for (const [set, data] of fetched) {
    kept[set] = data;
    if (referenceStore.write(set, data)) nextHash[set] = server[set];
  }
  referenceStore.writeHash(nextHash);
  rows = kept;
  indexes = {};
  return { downloaded: stale };
}

/**
 * Makes the reference data available: once per page session (a second call shares the first
 * one's work); after an error, the next call tries again.
 */
export function loadReferenceData(): Promise<SyncResult> {
  if (inflight) return inflight;
  if (snapshot.status === 'ready') return Promise.resolve({ downloaded: [] });
  publish({ status: 'loading', error: null });
  const started = generation;
  const run = sync().then(
    (result) => {
      if (started === generation) publish({ status: 'ready', error: null });
      return result;
    },
    (error: unknown) => {
      if (started === generation) publish({ status: 'error', error });
      throw error;
    },
  );
  const promise: Promise<SyncResult> = run.finally(() => {
    if (inflight === promise) inflight = null;
  });
  inflight = promise;
  return promise;
}

/** Tests: forget what is in memory (as a page reload does), keeping local storage. */
export function resetReferenceMemoryForTests(): void {
  generation += 1;
  inflight = null;
  rows = {};
  indexes = {};
  snapshot = { status: 'idle', error: null };
}

/**
 * Tests of an app that renders the protected shell but not the reference data: the data as
 * loaded (these rows, or empty sets), without a request.
 */
export function primeReferenceDataForTests(data: Partial<Record<ReferenceSet, unknown[]>> = {}): void {
  resetReferenceMemoryForTests();
  rows = Object.fromEntries(REFERENCE_SETS.map((set) => [set, data[set] ?? []]));
  publish({ status: 'ready', error: null });
}

/**
 * Leaving the protected shell forgets the reference data, stored and in memory
 * (docs/product/reference-data.md#loading-and-caching).
 */
export function clearReferenceData(): void {
  generation += 1;
  inflight = null;
  rows = {};
  indexes = {};
  referenceStore.clear();
  publish({ status: 'idle', error: null });
}

const nameOf = (set: 'cities' | 'countryRegions', code: string) => (code ? (index(set)?.get(code) as { name?: string } | undefined)?.name ?? '' : '');

const INDEX_OPTIONS: { [S in ReferenceSet]: IndexOptions<ReferenceRecords[S]> } = {
  airports: { codes: (a) => [a.iataCode], text: (a) => `${a.name} (${nameOf('cities', a.city)})` },
  seaports: { codes: (p) => [p.code, ...p.aliasCodes], text: (p) => `${p.name} (${nameOf('cities', p.city)})` },
  cities: { codes: (c) => [c.code], text: (c) => c.name },
  countryRegions: { codes: (c) => [c.code], text: (c) => c.name },
  callingCodes: { codes: (c) => [c.country, c.callingCode], text: (c) => `${nameOf('countryRegions', c.country)} ${c.callingCode}` },
  carriers: { codes: (c) => [c.code, c.icaoCode ?? '', c.awbPrefix ?? '', c.scac ?? ''], text: (c) => c.name },
  chargeCodes: { codes: (c) => [c.code], text: (c) => `${c.name} ${c.basis}` },
};

/** The set's index (records, lookup, search), built on first use; undefined until loaded. */
export function index<S extends ReferenceSet>(set: S): ReferenceIndex<ReferenceRecords[S]> | undefined {
  const cached = indexes[set];
  if (cached) return cached as unknown as ReferenceIndex<ReferenceRecords[S]>;
  const data = rows[set] as ReferenceRows[S][] | undefined;
  if (!data) return undefined;
  const codec = REFERENCE_CODECS[set];
  const built = new ReferenceIndex<ReferenceRecords[S]>(data.map((row) => codec.decode(row)), INDEX_OPTIONS[set]);
  indexes[set] = built as unknown as AnyIndex;
  return built;
}
