import { and, asc, desc, eq, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { RateCardListFilters } from '@freightdeck/contracts';
import type { Executor } from '../../db';
import { rateCards } from '../../db/schema';

export type RateCardRow = typeof rateCards.$inferSelect;
export type RateCardInsert = typeof rateCards.$inferInsert;

const SORT_COLUMNS = {
  validFrom: rateCards.validFrom, validTo: rateCards.validTo, carrier: rateCards.carrier, reference: rateCards.reference, updatedAt: rateCards.updatedAt,
} as const;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export const rateCardRepository = {
  async page(ex: Executor, f: RateCardListFilters): Promise<{ rows: RateCardRow[]; total: number }> {
    const conditions: (SQL | undefined)[] = [
      f.mode ? eq(rateCards.mode, f.mode) : undefined,
      f.carrier ? eq(rateCards.carrier, f.carrier) : undefined,
      f.currency ? eq(rateCards.currency, f.currency) : undefined,
      // A lane end by its code, whatever its kind (`SIN` finds AIRPORT:SIN, `DE` COUNTRY:DE).
      f.origin ? sql`split_part(${rateCards.originKey}, ':', 2) = ${f.origin}` : undefined,
      f.destination ? sql`split_part(${rateCards.destinationKey}, ':', 2) = ${f.destination}` : undefined,
      f.validOn ? and(lte(rateCards.validFrom, f.validOn), gte(rateCards.validTo, f.validOn)) : undefined,
      f.q ? or(ilike(rateCards.reference, `%${escapeLike(f.q)}%`), ilike(rateCards.remarks, `%${escapeLike(f.q)}%`)) : undefined,
    ];
    const where = and(...conditions);
    const key = f.sort.replace(/^-/, '') as keyof typeof SORT_COLUMNS;
    const direction = f.sort.startsWith('-') ? desc : asc;
    const rows = await ex.select().from(rateCards).where(where)
      .orderBy(direction(SORT_COLUMNS[key]), direction(rateCards.reference)) // ties by the unique reference, never the random id
      .limit(f.pageSize).offset((f.page - 1) * f.pageSize);
    const [count] = await ex.select({ n: sql<number>`count(*)::int` }).from(rateCards).where(where);
    return { rows, total: Number(count?.n ?? 0) };
  },

  async byId(ex: Executor, id: string, { forUpdate = false } = {}): Promise<RateCardRow | undefined> {
    const query = ex.select().from(rateCards).where(eq(rateCards.id, id));
    const [row] = forUpdate ? await query.for('update') : await query;
    return row;
  },

  async byReferences(ex: Executor, references: string[]): Promise<RateCardRow[]> {
    if (references.length === 0) return [];
    return ex.select().from(rateCards).where(inArray(rateCards.reference, references));
  },

  /**
   * The cards of a lane valid on a day: the one query of instant pricing, served by
   * rate_cards_lane_idx (mode and both lane keys by equality, then the validity).
   */
  async forLane(ex: Executor, mode: 'AIR' | 'SEA', originKeys: string[], destinationKeys: string[], day: string): Promise<RateCardRow[]> {
    if (originKeys.length === 0 || destinationKeys.length === 0) return [];
    return ex.select().from(rateCards).where(and(
      eq(rateCards.mode, mode), inArray(rateCards.originKey, originKeys), inArray(rateCards.destinationKey, destinationKeys),
      lte(rateCards.validFrom, day), gte(rateCards.validTo, day),
    )).orderBy(asc(rateCards.carrier), asc(rateCards.reference)).limit(200);
  },
};
