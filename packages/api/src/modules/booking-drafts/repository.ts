import { and, count, desc, eq, ilike, inArray } from 'drizzle-orm';
import type { Executor } from '../../db';
import { bookingDrafts } from '../../db/schema';

export type DraftRow = typeof bookingDrafts.$inferSelect;

// `%` and `_` in a search are literal characters, not patterns.
const likeText = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const own = (userId: string, id: string) => and(eq(bookingDrafts.id, id), eq(bookingDrafts.userId, userId));

/** Reads and writes of drafts, always of one user's own (the bookings create call removes a submitted one here too). */
export const bookingDraftRepository = {
  async page(ex: Executor, userId: string, query: { q?: string; page: number; pageSize: number }): Promise<{ rows: DraftRow[]; total: number }> {
    const where = and(eq(bookingDrafts.userId, userId), query.q ? ilike(bookingDrafts.title, likeText(query.q)) : undefined);
    const [rows, [total]] = await Promise.all([
      ex.select().from(bookingDrafts).where(where)
        .orderBy(desc(bookingDrafts.updatedAt), desc(bookingDrafts.id))
        .limit(query.pageSize).offset((query.page - 1) * query.pageSize),
      ex.select({ n: count() }).from(bookingDrafts).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  },

  async findOwn(ex: Executor, userId: string, id: string): Promise<DraftRow | undefined> {
    const [row] = await ex.select().from(bookingDrafts).where(own(userId, id));
    return row;
  },

  async insert(ex: Executor, values: typeof bookingDrafts.$inferInsert): Promise<DraftRow> {
    const [row] = await ex.insert(bookingDrafts).values(values).returning();
    return row!;
  },

  async updateOwn(ex: Executor, userId: string, id: string, values: Partial<typeof bookingDrafts.$inferInsert>): Promise<DraftRow | undefined> {
    const [row] = await ex.update(bookingDrafts).set(values).where(own(userId, id)).returning();
    return row;
  },

  /** Whether the draft was the user's and is gone now. */
  async deleteOwn(ex: Executor, userId: string, id: string): Promise<boolean> {
    const deleted = await ex.delete(bookingDrafts).where(own(userId, id)).returning({ id: bookingDrafts.id });
    return deleted.length > 0;
  },

  /** How many of the ids were the user's drafts (and are gone now). */
  async deleteOwnMany(ex: Executor, userId: string, ids: string[]): Promise<number> {
    const deleted = await ex.delete(bookingDrafts).where(and(eq(bookingDrafts.userId, userId), inArray(bookingDrafts.id, ids))).returning({ id: bookingDrafts.id });
    return deleted.length;
  },
};
