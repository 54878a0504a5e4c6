import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { selectRows, type Executor } from '../../db';
import { bookingHistory, bookingRevisions, bookings, bookingWatches, organizations } from '../../db/schema';
import type { BookingRow } from './access';

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

  async byId(ex: Executor, id: string): Promise<BookingRow | undefined> {
    const [row] = await ex.select().from(bookings).where(eq(bookings.id, id));
    return row;
  },

  async history(ex: Executor, bookingId: string): Promise<HistoryRow[]> {
    return ex.select().from(bookingHistory).where(eq(bookingHistory.bookingId, bookingId)).orderBy(asc(bookingHistory.at), asc(bookingHistory.id));
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

  async organizationNames(ex: Executor, ids: string[]): Promise<Map<string, string>> {
    const wanted = [...new Set(ids)];
    if (!wanted.length) return new Map();
    const rows = await ex.select({ id: organizations.id, name: organizations.name }).from(organizations).where(inArray(organizations.id, wanted));
    return new Map(rows.map((o) => [o.id, o.name]));
  },

  async organization(ex: Executor, id: string) {
    const [row] = await ex.select({ id: organizations.id, type: organizations.type, status: organizations.status }).from(organizations).where(eq(organizations.id, id));
    return row;
  },

  async watchedIds(ex: Executor, userId: string, bookingIds: string[]): Promise<Set<string>> {
    if (!bookingIds.length) return new Set();
    const rows = await ex.select({ id: bookingWatches.bookingId }).from(bookingWatches).where(and(eq(bookingWatches.userId, userId), inArray(bookingWatches.bookingId, bookingIds)));
    return new Set(rows.map((r) => r.id));
  },
};
