import { sql } from 'drizzle-orm';
import type { Executor } from '../../db';
import { selectRows } from '../../db/rows';
import { placeFacts, type PlaceFacts } from './locate';
import { referenceRepository as repo } from './repository';
import { contentHash, setBody } from './service';

type PlaceSet = 'airports' | 'seaports';
const SET_OF = { AIR: 'airports', SEA: 'seaports' } as const satisfies Record<'AIR' | 'SEA', PlaceSet>;

interface Index { hash: string; byCode: Map<string, PlaceFacts> }

/** Every place of a set by its code and, for seaports, by each alias code (a code of its own wins over an alias). */
function indexOf(mode: 'AIR' | 'SEA', rows: { code: string; row: unknown[] }[]): Map<string, PlaceFacts> {
  const byCode = new Map<string, PlaceFacts>();
  const aliases: [string, PlaceFacts][] = [];
  for (const { code, row } of rows) {
    const facts = placeFacts(mode, code, row);
    byCode.set(code, facts);
    const extra = row[5];
    if (mode === 'SEA' && Array.isArray(extra)) for (const alias of extra as string[]) aliases.push([alias, facts]);
  }
  aliases.sort(([a, fa], [b, fb]) => (a === b ? (fa.code < fb.code ? -1 : 1) : a < b ? -1 : 1));
  for (const [alias, facts] of aliases) if (!byCode.has(alias)) byCode.set(alias, { ...facts, code: alias });
  return byCode;
}

/**
 * Airports and seaports by code (seaports also by alias) for the reports, held in the process
 * (docs/adr/016-reports-and-emissions.md#places-from-the-process). Each call reads the two sets'
 * content hashes (one primary-key statement on `reference_sets`); a set is read whole and indexed
 * again only when its hash differs from the indexed one, so every instance answers what the
 * database holds and an import is seen by the next call. Concurrent calls after a change share
 * one read.
 */
export function createPlaceDirectory(db: Executor) {
  const indexes = new Map<PlaceSet, Index>();
  const loading = new Map<string, Promise<Index>>();

  const load = (mode: 'AIR' | 'SEA', hash: string): Promise<Index> => {
    const set = SET_OF[mode];
    const key = `${set}:${hash}`;
    let pending = loading.get(key);
    if (!pending) {
      pending = (async () => {
        const rows = await repo.rows(db, set);
        // Indexed under the hash of what was read: a write between the hash and the rows is not cached as the older hash.
        const index = { hash: contentHash(setBody(rows)), byCode: indexOf(mode, rows) };
        if (index.hash === hash) indexes.set(set, index);
        return index;
      })().finally(() => loading.delete(key));
      loading.set(key, pending);
    }
    return pending;
  };

  return {
    /**
     * The directory as the database holds it now: a lookup of a place's facts by mode and code
     * (undefined for a code the reference data does not know). Needs no codes, so a caller can
     * ask for it beside its own statement.
     */
    async lookup(): Promise<(mode: 'AIR' | 'SEA', code: string) => PlaceFacts | undefined> {
      const hashes = new Map((await selectRows<{ name: string; hash: string }>(
        db, sql`select name, hash from reference_sets where name in ('airports', 'seaports')`, { prepared: true },
      )).map((r) => [r.name, r.hash]));
      const byMode = new Map<'AIR' | 'SEA', Map<string, PlaceFacts>>();
      for (const mode of ['AIR', 'SEA'] as const) {
        // No hash row: records written without one (only test fixtures do), read every time and never cached.
        const hash = hashes.get(SET_OF[mode]) ?? 'unhashed';
        const current = indexes.get(SET_OF[mode]);
        byMode.set(mode, (current?.hash === hash ? current : await load(mode, hash)).byCode);
      }
      return (mode, code) => byMode.get(mode)?.get(code);
    },
  };
}

export type PlaceDirectory = ReturnType<typeof createPlaceDirectory>;
