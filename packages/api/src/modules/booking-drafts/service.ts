import { and, count, desc, eq, ilike, inArray } from 'drizzle-orm';
import { BOOKING_DRAFT_MAX_BYTES, type BookingDraft } from '@freightdeck/contracts';
import type { Db } from '../../db';
import { bookingDrafts } from '../../db/schema';
import { AppError, errors } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { draftTitle } from './title';

type DraftRow = typeof bookingDrafts.$inferSelect;

export interface DraftOwner {
  userId: string;
  /** The organization the draft is for (the user's first); null for a user without one. */
  organizationId: string | null;
}

export interface SaveDraftInput {
  mode: 'AIR' | 'SEA' | null;
  step: number;
  data: Record<string, unknown>;
}

const toDraft = (row: DraftRow): BookingDraft => ({
  id: row.id,
  mode: row.mode,
  step: row.step,
  title: row.title,
  data: row.data as Record<string, unknown>,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

// `%` and `_` in a search are literal characters, not patterns.
const likeText = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function assertSize(data: Record<string, unknown>): void {
  const bytes = Buffer.byteLength(JSON.stringify(data), 'utf8');
  if (bytes > BOOKING_DRAFT_MAX_BYTES) {
    throw new AppError(413, 'PAYLOAD_TOO_LARGE', `A draft holds at most ${BOOKING_DRAFT_MAX_BYTES / 1024} KB of data`, { maxBytes: BOOKING_DRAFT_MAX_BYTES, bytes });
  }
}

/** The create form's saved states; each user sees only their own (another's draft is 404). */
export function createBookingDraftService({ db, now }: { db: Db; now: Clock }) {
  const own = (userId: string, id: string) => and(eq(bookingDrafts.id, id), eq(bookingDrafts.userId, userId));

  return {
    async list(userId: string, query: { q?: string; page: number; pageSize: number }) {
      const where = and(eq(bookingDrafts.userId, userId), query.q ? ilike(bookingDrafts.title, likeText(query.q)) : undefined);
      const [rows, [total]] = await Promise.all([
        db.select().from(bookingDrafts).where(where)
          .orderBy(desc(bookingDrafts.updatedAt), desc(bookingDrafts.id))
          .limit(query.pageSize).offset((query.page - 1) * query.pageSize),
        db.select({ n: count() }).from(bookingDrafts).where(where),
      ]);
      const items = rows.map((row) => {
        const { data: _data, ...item } = toDraft(row);
        return item;
      });
      return { items, total: total?.n ?? 0, page: query.page, pageSize: query.pageSize };
    },

    async get(userId: string, id: string): Promise<BookingDraft> {
      const [row] = await db.select().from(bookingDrafts).where(own(userId, id));
      if (!row) throw errors.notFound('Draft not found');
      return toDraft(row);
    },

    async create(owner: DraftOwner, input: SaveDraftInput): Promise<BookingDraft> {
      assertSize(input.data);
      const at = now();
      const [row] = await db.insert(bookingDrafts).values({
        userId: owner.userId, organizationId: owner.organizationId, mode: input.mode, step: input.step,
        title: draftTitle(input.data), data: input.data, createdAt: at, updatedAt: at,
      }).returning();
      return toDraft(row!);
    },

    async update(userId: string, id: string, input: SaveDraftInput): Promise<BookingDraft> {
      assertSize(input.data);
      const [row] = await db.update(bookingDrafts)
        .set({ mode: input.mode, step: input.step, title: draftTitle(input.data), data: input.data, updatedAt: now() })
        .where(own(userId, id)).returning();
      if (!row) throw errors.notFound('Draft not found');
      return toDraft(row);
    },

    async remove(userId: string, id: string): Promise<void> {
      const deleted = await db.delete(bookingDrafts).where(own(userId, id)).returning({ id: bookingDrafts.id });
      if (deleted.length === 0) throw errors.notFound('Draft not found');
    },

    /** Deletes those of the ids that are the caller's drafts; others' and unknown ids are left alone. */
    async removeMany(userId: string, ids: string[]): Promise<number> {
      const deleted = await db.delete(bookingDrafts).where(and(eq(bookingDrafts.userId, userId), inArray(bookingDrafts.id, ids))).returning({ id: bookingDrafts.id });
      return deleted.length;
    },
  };
}
export type BookingDraftService = ReturnType<typeof createBookingDraftService>;
