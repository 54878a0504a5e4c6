import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db';
import { referenceRecords, referenceSets } from '../../db/schema';
import type { StoredRow } from '../../reference-data';

export type ReferenceSetRow = typeof referenceSets.$inferSelect;
export type RecordOrigin = 'builtin' | 'unlocode';

const CHUNK = 1000; // rows per insert: 4 parameters each, far below PostgreSQL's 65,535

export const referenceRepository = {
  async sets(ex: Executor): Promise<ReferenceSetRow[]> {
    return ex.select().from(referenceSets);
  },

  async set(ex: Executor, name: string): Promise<ReferenceSetRow | undefined> {
    const [row] = await ex.select().from(referenceSets).where(eq(referenceSets.name, name));
    return row;
  },

  /** Serialises writers of one set across API instances until the transaction ends. */
  async lock(ex: Executor, name: string): Promise<void> {
    await ex.execute(sql`select pg_advisory_xact_lock(hashtext(${`reference-set:${name}`}))`);
  },

  async rows(ex: Executor, set: string): Promise<(StoredRow & { origin: string })[]> {
    const rows = await ex
      .select({ code: referenceRecords.code, row: referenceRecords.row, origin: referenceRecords.origin })
      .from(referenceRecords)
      .where(eq(referenceRecords.set, set));
    return rows.map((r) => ({ code: r.code, row: r.row as unknown[], origin: r.origin }));
  },

  async deleteByOrigin(ex: Executor, set: string, origin: RecordOrigin): Promise<void> {
    await ex.delete(referenceRecords).where(and(eq(referenceRecords.set, set), eq(referenceRecords.origin, origin)));
  },

  /** Inserts rows; an existing row of the same code is kept (`keep`) or overwritten (`replace`). */
  async insert(ex: Executor, set: string, origin: RecordOrigin, rows: StoredRow[], onConflict: 'keep' | 'replace'): Promise<void> {
    for (let i = 0; i < rows.length; i += CHUNK) {
      const values = rows.slice(i, i + CHUNK).map((r) => ({ set, code: r.code, origin, row: r.row }));
      const insert = ex.insert(referenceRecords).values(values);
      await (onConflict === 'keep'
        ? insert.onConflictDoNothing()
        : insert.onConflictDoUpdate({
          target: [referenceRecords.set, referenceRecords.code],
          set: { row: sql`excluded.row`, origin: sql`excluded.origin` },
        }));
    }
  },

  async saveSet(ex: Executor, values: { name: string; hash: string; rowCount: number; builtinHash?: string }): Promise<void> {
    const { builtinHash, ...rest } = values;
    const update = { ...rest, updatedAt: new Date(), ...(builtinHash === undefined ? {} : { builtinHash }) };
    await ex.insert(referenceSets).values({ ...update, builtinHash: builtinHash ?? null }).onConflictDoUpdate({ target: referenceSets.name, set: update });
  },
};
