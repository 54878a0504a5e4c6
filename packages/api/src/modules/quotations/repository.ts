import { and, asc, desc, eq, gte, inArray, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { QuotationHistoryEntry, QuotationListFilters, QuotationStatus } from '@freightdeck/contracts';
import { selectRows, type Executor } from '../../db';
import { quotationHistory, quotations } from '../../db/schema';
import { visibleCondition, type QuotationAccess, type QuotationRow } from './access';

export type QuotationInsert = typeof quotations.$inferInsert;

export interface HistoryInput {
  quotationId: string;
  action: QuotationHistoryEntry['action'];
  actorId: string | null;
  impersonatedById?: string | null;
  fromStatus?: QuotationStatus | null;
  toStatus?: QuotationStatus | null;
  note?: string;
  at: Date;
}

const SORT_COLUMNS = {
  createdAt: quotations.createdAt, validUntil: quotations.validUntil, ref: quotations.ref, status: quotations.status, cargoReadyDate: quotations.cargoReadyDate,
} as const;
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
/** Statuses whose validity can lapse. */
export const OPEN_STATUSES = ['ISSUED', 'ACCEPTED'] as const;

export const quotationRepository = {
  async nextRefNumber(ex: Executor): Promise<number> {
    const [row] = await selectRows<{ n: string }>(ex, sql`select nextval('quotation_ref_seq')::text as n`);
    return Number(row!.n);
  },

  async insert(ex: Executor, values: QuotationInsert): Promise<QuotationRow> {
    const [row] = await ex.insert(quotations).values(values).returning();
    return row!;
  },

  async update(ex: Executor, id: string, values: Partial<QuotationInsert>): Promise<QuotationRow> {
    const [row] = await ex.update(quotations).set({ ...values, version: sql`${quotations.version} + 1` }).where(eq(quotations.id, id)).returning();
    return row!;
  },

  async byId(ex: Executor, id: string, { forUpdate = false } = {}): Promise<QuotationRow | undefined> {
    const query = ex.select().from(quotations).where(eq(quotations.id, id));
    const [row] = forUpdate ? await query.for('update') : await query;
    return row;
  },

  async appendHistory(ex: Executor, entry: HistoryInput): Promise<void> {
    await ex.insert(quotationHistory).values({
      quotationId: entry.quotationId, action: entry.action, actorId: entry.actorId, impersonatedById: entry.impersonatedById ?? null,
      fromStatus: entry.fromStatus ?? null, toStatus: entry.toStatus ?? null, note: entry.note ?? '', at: entry.at,
    });
  },

  history: (ex: Executor, quotationId: string) =>
    ex.select().from(quotationHistory).where(eq(quotationHistory.quotationId, quotationId)).orderBy(asc(quotationHistory.at), asc(quotationHistory.seq)),

  /** Open quotations whose last valid day is before `today`, oldest first (the sweep and reads expire them). */
  async dueToExpire(ex: Executor, today: string, limit = 500): Promise<QuotationRow[]> {
    return ex.select().from(quotations).where(and(inArray(quotations.status, [...OPEN_STATUSES]), lt(quotations.validUntil, today))).orderBy(asc(quotations.validUntil)).limit(limit);
  },

  async page(ex: Executor, access: QuotationAccess, f: QuotationListFilters): Promise<{ rows: QuotationRow[]; total: number }> {
    const conditions: (SQL | undefined)[] = [
      visibleCondition(access),
      f.status?.length ? inArray(quotations.status, f.status) : undefined,
      f.mode ? eq(quotations.mode, f.mode) : undefined,
      f.origin ? eq(quotations.origin, f.origin) : undefined,
      f.destination ? eq(quotations.destination, f.destination) : undefined,
      f.organizationId ? eq(quotations.organizationId, f.organizationId) : undefined,
      f.dateFrom ? gte(quotations.createdAt, new Date(`${f.dateFrom}T00:00:00Z`)) : undefined,
      f.dateTo ? lt(quotations.createdAt, new Date(Date.parse(`${f.dateTo}T00:00:00Z`) + 86_400_000)) : undefined,
      f.expiringBefore ? and(inArray(quotations.status, [...OPEN_STATUSES]), lte(quotations.validUntil, f.expiringBefore)) : undefined,
      f.q ? sql`${quotations.searchText} like ${`%${escapeLike(f.q.toLowerCase())}%`}` : undefined,
    ];
    const where = and(...conditions);
    const key = f.sort.replace(/^-/, '') as keyof typeof SORT_COLUMNS;
    const direction = f.sort.startsWith('-') ? desc : asc;
    const rows = await ex.select().from(quotations).where(where)
      // Ties by the unique, sequential ref, never the random id: the same order on every seed of a world.
      .orderBy(direction(SORT_COLUMNS[key]), direction(quotations.ref)).limit(f.pageSize).offset((f.page - 1) * f.pageSize);
    const [count] = await ex.select({ n: sql<number>`count(*)::int` }).from(quotations).where(where);
    return { rows, total: Number(count?.n ?? 0) };
  },

  async statusCounts(ex: Executor, access: QuotationAccess, expiringBy: string): Promise<{ byStatus: Record<string, number>; expiring: number }> {
    const rows = await ex.select({ status: quotations.status, n: sql<number>`count(*)::int` }).from(quotations).where(visibleCondition(access)).groupBy(quotations.status);
    const [expiring] = await ex.select({ n: sql<number>`count(*)::int` }).from(quotations)
      .where(and(visibleCondition(access), inArray(quotations.status, [...OPEN_STATUSES]), lte(quotations.validUntil, expiringBy)));
    return { byStatus: Object.fromEntries(rows.map((r) => [r.status, Number(r.n)])), expiring: Number(expiring?.n ?? 0) };
  },
};
