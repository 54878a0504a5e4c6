import { createHash } from 'node:crypto';
import { REFERENCE_CODECS, REFERENCE_SET_NAMES, type ReferenceHash, type ReferenceSetName, type Seaport } from '@freightdeck/contracts';
import type { Db, Executor } from '../../db';
import { builtinStoredRows, type StoredRow } from '../../reference-data';
import type { UnlocodeEntry } from '../../reference-data/unlocode';
import { referenceRepository as repo } from './repository';

/** A content hash: 32 hex characters of SHA-256 over the exact body `/v1/references/<set>` answers. */
export const contentHash = (body: string) => createHash('sha256').update(body).digest('hex').slice(0, 32);

const byCode = (a: StoredRow, b: StoredRow) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0);

/** The wire body of a set: its tuples sorted by code (code order is byte order, the same on every database). */
export function setBody(rows: StoredRow[]): string {
  return JSON.stringify([...rows].sort(byCode).map((r) => r.row));
}

export interface SetLoadResult {
  set: ReferenceSetName;
  status: 'loaded' | 'unchanged';
  rows: number;
  hash: string;
}

export interface ImportCounts {
  inserted: number;
  updated: number;
  unchanged: number;
}

export interface UnlocodeImportResult {
  locations: number;
  seaports: ImportCounts;
  cities: ImportCounts;
  hash: Pick<ReferenceHash, 'seaports' | 'cities'>;
}

const EMPTY_HASH = contentHash('[]');

async function rehash(ex: Executor, set: ReferenceSetName, builtinHash?: string): Promise<{ hash: string; rows: number }> {
  const rows = await repo.rows(ex, set);
  const hash = contentHash(setBody(rows));
  await repo.saveSet(ex, { name: set, hash, rowCount: rows.length, builtinHash });
  return { hash, rows: rows.length };
}

/**
 * The reference sets (docs/product/reference-data.md#loading-and-caching): loaded from the packaged
 * sources at start (every environment, production too — it is not demo data), importable from
 * official files, served with a content hash per set.
 */
export function createReferenceService(db: Db) {
  // Serialised bodies by set, valid while the stored hash is the one they were built for. Only
  // a cache: every request checks the hash in the database, so instances never disagree.
  const bodies = new Map<ReferenceSetName, { hash: string; body: string }>();

  return {
    /**
     * Applies the packaged sources. A set whose built-in rows hash as last time is skipped;
     * otherwise, in one transaction per set, its built-in rows are replaced (imported rows of
     * the same code win) and its content hash recomputed.
     */
    async loadBuiltin(sources: Record<ReferenceSetName, StoredRow[]> = builtinStoredRows()): Promise<SetLoadResult[]> {
      const results: SetLoadResult[] = [];
      for (const set of REFERENCE_SET_NAMES) {
        const rows = sources[set];
        const builtinHash = contentHash(JSON.stringify([...rows].sort(byCode)));
        const stored = await repo.set(db, set);
        if (stored?.builtinHash === builtinHash) {
          results.push({ set, status: 'unchanged', rows: stored.rowCount, hash: stored.hash });
          continue;
        }
        const result = await db.transaction(async (tx) => {
          await repo.lock(tx, set);
          const current = await repo.set(tx, set); // another instance may have loaded it meanwhile
          if (current?.builtinHash === builtinHash) return { status: 'unchanged' as const, rows: current.rowCount, hash: current.hash };
          await repo.deleteByOrigin(tx, set, 'builtin');
          await repo.insert(tx, set, 'builtin', rows, 'keep');
          return { status: 'loaded' as const, ...(await rehash(tx, set, builtinHash)) };
        });
        results.push({ set, ...result });
      }
      return results;
    },

    async hashes(): Promise<ReferenceHash> {
      const stored = new Map((await repo.sets(db)).map((s) => [s.name, s.hash]));
      return Object.fromEntries(REFERENCE_SET_NAMES.map((set) => [set, stored.get(set) ?? EMPTY_HASH])) as ReferenceHash;
    },

    async storedHash(set: ReferenceSetName): Promise<string> {
      return (await repo.set(db, set))?.hash ?? EMPTY_HASH;
    },

    /** The set's JSON body and its hash. */
    async body(set: ReferenceSetName): Promise<{ hash: string; body: string }> {
      const hash = await this.storedHash(set);
      const cached = bodies.get(set);
      if (cached?.hash === hash) return cached;
      const body = setBody(await repo.rows(db, set));
      const entry = { hash: contentHash(body), body };
      if (entry.hash === hash) bodies.set(set, entry);
      return entry;
    },

    /**
     * Loads a UN/LOCODE release: every port location (function 1) into seaports, and a city
     * for each port and for each location already known as a city. Upserts by code, one
     * transaction per set; importing the same file again changes nothing.
     */
    async importUnlocode(entries: UnlocodeEntry[]): Promise<UnlocodeImportResult> {
      const seaports = await db.transaction(async (tx) => {
        await repo.lock(tx, 'seaports');
        const existing = new Map((await repo.rows(tx, 'seaports')).map((r) => [r.code, r]));
        const aliases = new Set([...existing.values()].flatMap((r) => REFERENCE_CODECS.seaports.decode(r.row as never).aliasCodes));
        const rows = entries
          .filter((e) => e.isPort && !aliases.has(e.code))
          .map((e): StoredRow => {
            const before = existing.get(e.code);
            const old: Seaport | null = before ? REFERENCE_CODECS.seaports.decode(before.row as never) : null;
            const port: Seaport = {
              code: e.code, name: e.name, city: old?.city ?? e.code, country: e.country,
              latitude: e.latitude ?? old?.latitude ?? null, longitude: e.longitude ?? old?.longitude ?? null, aliasCodes: old?.aliasCodes ?? [],
            };
            return { code: e.code, row: REFERENCE_CODECS.seaports.encode(port) };
          });
        const counts = await upsertChanged(tx, 'seaports', rows, existing);
        return { counts, hash: (await rehash(tx, 'seaports')).hash };
      });

      const cities = await db.transaction(async (tx) => {
        await repo.lock(tx, 'cities');
        const existing = new Map((await repo.rows(tx, 'cities')).map((r) => [r.code, r]));
        const rows = entries
          .filter((e) => e.isPort || existing.has(e.code))
          .map((e): StoredRow => ({ code: e.code, row: REFERENCE_CODECS.cities.encode({ code: e.code, name: e.name, country: e.country }) }));
        const counts = await upsertChanged(tx, 'cities', rows, existing);
        return { counts, hash: (await rehash(tx, 'cities')).hash };
      });

      return {
        locations: entries.length,
        seaports: seaports.counts,
        cities: cities.counts,
        hash: { seaports: seaports.hash, cities: cities.hash },
      };
    },
  };
}

/** Writes only new or different rows (as imported), and counts them. */
async function upsertChanged(ex: Executor, set: ReferenceSetName, rows: StoredRow[], existing: Map<string, StoredRow>): Promise<ImportCounts> {
  const unique = [...new Map(rows.map((r) => [r.code, r])).values()];
  const changed = unique.filter((r) => JSON.stringify(existing.get(r.code)?.row) !== JSON.stringify(r.row));
  await repo.insert(ex, set, 'unlocode', changed, 'replace');
  const inserted = changed.filter((r) => !existing.has(r.code)).length;
  return { inserted, updated: changed.length - inserted, unchanged: unique.length - changed.length };
}

export type ReferenceService = ReturnType<typeof createReferenceService>;
