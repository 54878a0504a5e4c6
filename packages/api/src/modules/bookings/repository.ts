import { and, asc, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { selectRows, type Executor } from '../../db';
import { bookingHistory, bookingRevisions, bookings, bookingWatches } from '../../db/schema';
import type { BookingRow } from './access';
import type { ReceiptData } from './booking-data';

export type HistoryRow = typeof bookingHistory.$inferSelect;
export type RevisionRow = typeof bookingRevisions.$inferSelect;

/** Reads and writes of bookings and their parts; rules live in the services. */
export const bookingRepository = {
  async insert(ex: Executor, values: typeof bookings.$inferInsert): Promise<BookingRow> {
    const [row] = await ex.insert(bookings).values(values).returning();
    return row!;
  },

  /** Writes a change and bumps the version (optimistic concurrency, revisions' base). */
  async update(ex: Executor, id: string, values: Partial<typeof bookings.$inferInsert>): Promise<BookingRow> {
    const [row] = await ex.update(bookings).set({ ...values, version: sql`${bookings.version} + 1`, updatedAt: new Date() }).where(eq(bookings.id, id)).returning();
    return row!;
  },

  async nextRefNumber(ex: Executor): Promise<number> {
    const [row] = await selectRows<{ n: string }>(ex, sql`select nextval('booking_ref_seq')::text as n`);
    return Number(row!.n);
  },

  /** `forUpdate` locks the row until the transaction ends. */
  async byId(ex: Executor, id: string, { forUpdate = false } = {}): Promise<BookingRow | undefined> {
    const query = ex.select().from(bookings).where(eq(bookings.id, id));
    const [row] = forUpdate ? await query.for('update') : await query;
    return row;
  },

  /** Bookings by their carrier reference (air waybill `PPP-SSSSSSSS` or carrier booking number): how tracking events find theirs. */
  async byCarrierReferences(ex: Executor, mode: 'AIR' | 'SEA', references: string[]): Promise<BookingRow[]> {
    if (references.length === 0) return [];
    return ex.select().from(bookings).where(and(eq(bookings.mode, mode), inArray(bookings.carrierReference, references)));
  },

  async byIds(ex: Executor, ids: string[]): Promise<BookingRow[]> {
    if (ids.length === 0) return [];
    return ex.select().from(bookings).where(inArray(bookings.id, ids));
  },

  /** Who watches a booking (the watchlist): tracking's milestone e-mails go to them. */
  async watcherIds(ex: Executor, bookingId: string): Promise<string[]> {
    const rows = await ex.select({ userId: bookingWatches.userId }).from(bookingWatches).where(eq(bookingWatches.bookingId, bookingId));
    return rows.map((r) => r.userId);
  },

  /** The consignee's confirmation through a share link, at the service's clock (bumps the version, as every change does). */
  async recordReceipt(ex: Executor, id: string, receipt: ReceiptData, at: Date): Promise<BookingRow> {
    const [row] = await ex.update(bookings).set({ receipt, updatedAt: at, version: sql`${bookings.version} + 1` }).where(eq(bookings.id, id)).returning();
    return row!;
  },

  async history(ex: Executor, bookingId: string): Promise<HistoryRow[]> {
    return ex.select().from(bookingHistory).where(eq(bookingHistory.bookingId, bookingId)).orderBy(asc(bookingHistory.at), asc(bookingHistory.id));
  },

  /** The status changes of a booking, oldest first: status and time only. */
  async milestones(ex: Executor, bookingId: string): Promise<{ status: string; at: Date }[]> {
    const rows = await ex.select({ status: bookingHistory.toStatus, at: bookingHistory.at }).from(bookingHistory)
      .where(and(eq(bookingHistory.bookingId, bookingId), isNotNull(bookingHistory.toStatus))).orderBy(asc(bookingHistory.at));
    return rows.map((m) => ({ status: m.status!, at: m.at }));
  },

  async revisions(ex: Executor, bookingId: string): Promise<RevisionRow[]> {
    return ex.select().from(bookingRevisions).where(eq(bookingRevisions.bookingId, bookingId)).orderBy(desc(bookingRevisions.requestedAt));
  },

  async openRevision(ex: Executor, bookingId: string): Promise<RevisionRow | undefined> {
    const [row] = await ex.select().from(bookingRevisions).where(and(eq(bookingRevisions.bookingId, bookingId), eq(bookingRevisions.status, 'REQUESTED')));
    return row;
  },

  async insertRevision(ex: Executor, values: typeof bookingRevisions.$inferInsert): Promise<RevisionRow> {
    const [row] = await ex.insert(bookingRevisions).values(values).returning();
    return row!;
  },

  async decideRevision(ex: Executor, id: string, values: Pick<RevisionRow, 'status' | 'decidedById' | 'reason' | 'changes'>): Promise<void> {
    await ex.update(bookingRevisions).set({ ...values, decidedAt: new Date() }).where(eq(bookingRevisions.id, id));
  },

  async watchedIds(ex: Executor, userId: string, bookingIds: string[]): Promise<Set<string>> {
    if (!bookingIds.length) return new Set();
    const rows = await ex.select({ id: bookingWatches.bookingId }).from(bookingWatches).where(and(eq(bookingWatches.userId, userId), inArray(bookingWatches.bookingId, bookingIds)));
    return new Set(rows.map((r) => r.id));
  },
};
