import { REFERENCE_SET_NAMES, REFERENCE_SET_PATHS, type ReferenceHash, type ReferenceSetName } from '@freightdeck/contracts';

/**
 * The canned `/v1/references/*` answers: a real subset of the API's reference data in its wire
 * format (`reference-data.json`, written by `pnpm --filter @freightdeck/dev-shell
 * canned:references`), each set's hash being the API's content hash of the canned body.
 */
export interface CannedReferenceData {
  hash: ReferenceHash;
  sets: Record<ReferenceSetName, unknown[]>;
}

let fixture: Promise<CannedReferenceData> | null = null;

/** The fixture, loaded on first use (its own chunk: the dev shell's first load does not carry it). */
export function loadCannedReferenceData(): Promise<CannedReferenceData> {
  fixture ??= import('./reference-data.json').then((module) => (module.default ?? module) as unknown as CannedReferenceData);
  return fixture;
}

const PREFIX = '/v1/references/';
const SET_BY_PATH = new Map(REFERENCE_SET_NAMES.map((set) => [REFERENCE_SET_PATHS[set], set] as const));

/** Whether a request is one of the reference endpoints the canned data answers. */
export function isCannedReferenceRequest(method: string, pathname: string): boolean {
  if (method !== 'GET' || !pathname.startsWith(PREFIX)) return false;
  const rest = pathname.slice(PREFIX.length);
  return rest === 'hash' || SET_BY_PATH.has(rest);
}

/**
 * The body of `GET /v1/references/hash` or `/v1/references/<set>`, serialised as the API does
 * (the hash of a set is over exactly this text), and a set's ETag: its hash, as the API sends it.
 */
export async function cannedReferenceBody(pathname: string): Promise<{ body: string; etag: string | null }> {
  const data = await loadCannedReferenceData();
  const rest = pathname.slice(PREFIX.length);
  const set = SET_BY_PATH.get(rest);
  if (set) return { body: JSON.stringify(data.sets[set]), etag: data.hash[set] };
  return { body: JSON.stringify(data.hash), etag: null };
}
