import { createHash } from 'node:crypto';
import { DcsaBadRequest } from './dcsa-publisher';

/**
 * DCSA cursor paging (standards/dcsa/CS_v1.0.3.yaml, `limit`, `cursor`, `Next-Page-Cursor`): the
 * root array of an answer holds at most `limit` items; when more follow, the answer carries a
 * `Next-Page-Cursor` the caller sends back as `cursor` with the same filters. The cursor is opaque
 * to the caller: the offset of the next page and a digest of the filters it was made for, so a
 * cursor sent with other filters is refused (400) rather than paging another result.
 */
export const DEFAULT_LIMIT = 100;
const MAX_CURSOR = 1024;

type Query = Record<string, string | undefined>;

const filtersDigest = (q: Query) => createHash('sha256')
  .update(JSON.stringify(Object.entries(q).filter(([k, v]) => k !== 'cursor' && k !== 'limit' && v !== undefined).sort(([a], [b]) => (a < b ? -1 : 1))))
  .digest('base64url').slice(0, 16);

export function limitOf(q: Query): number {
  const value = q.limit;
  if (value === undefined) return DEFAULT_LIMIT;
  if (!/^\d{1,4}$/.test(value) || Number(value) < 1) throw new DcsaBadRequest('limit', value, 'limit must be a whole number from 1 to 9999');
  return Number(value);
}

function offsetOf(q: Query): number {
  const cursor = q.cursor;
  if (cursor === undefined) return 0;
  const bad = () => new DcsaBadRequest('cursor', cursor.slice(0, 100), 'cursor is not a Next-Page-Cursor of this request (the filters must stay the same)');
  if (cursor.length > MAX_CURSOR || !/^[A-Za-z0-9_-]+$/.test(cursor)) throw bad();
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw bad();
  }
  const { o, f } = (parsed ?? {}) as { o?: unknown; f?: unknown };
  if (typeof o !== 'number' || !Number.isInteger(o) || o < 0 || f !== filtersDigest(q)) throw bad();
  return o;
}

/** The page of `items` a request asks for, and the cursor of the next page when there is one. */
export function pageOf<T>(items: readonly T[], q: Query): { page: T[]; next: string | undefined } {
  const limit = limitOf(q);
  const offset = offsetOf(q);
  const page = items.slice(offset, offset + limit);
  const next = offset + limit < items.length ? Buffer.from(JSON.stringify({ o: offset + limit, f: filtersDigest(q) })).toString('base64url') : undefined;
  return { page, next };
}

/**
 * The request's API-Version header (standards/dcsa/CS_v1.0.3.yaml, `Api-Version-Major`): optional;
 * when sent it holds the MAJOR version only and matches the URI's (v1).
 */
export function checkApiVersion(header: string | string[] | undefined, major: string): void {
  if (header === undefined) return;
  const value = Array.isArray(header) ? header.join(',') : header;
  if (!/^\d+$/.test(value.trim())) throw new DcsaBadRequest('API-Version', value.slice(0, 100), `API-Version must be the major version only (${major})`);
  if (value.trim() !== major) throw new DcsaBadRequest('API-Version', value.slice(0, 100), `This is version ${major} of the API (the URI's v${major}); API-Version ${value.trim()} is not served here`);
}
