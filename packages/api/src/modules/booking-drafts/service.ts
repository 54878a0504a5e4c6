import { BOOKING_DRAFT_MAX_BYTES, type BookingDraft } from '@freightdeck/contracts';
import type { Db } from '../../db';
import { AppError, errors } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { bookingDraftRepository as repo, type DraftRow } from './repository';
import { draftTitle } from './title';

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

function assertSize(data: Record<string, unknown>): void {
  const bytes = Buffer.byteLength(JSON.stringify(data), 'utf8');
  if (bytes > BOOKING_DRAFT_MAX_BYTES) {
    throw new AppError(413, 'PAYLOAD_TOO_LARGE', `A draft holds at most ${BOOKING_DRAFT_MAX_BYTES / 1024} KB of data`, { maxBytes: BOOKING_DRAFT_MAX_BYTES, bytes });
  }
}

/** The create form's saved states; each user sees only their own (another's draft is 404). */
export function createBookingDraftService({ db, now }: { db: Db; now: Clock }) {
  return {
    async list(userId: string, query: { q?: string; page: number; pageSize: number }) {
      const { rows, total } = await repo.page(db, userId, query);
      const items = rows.map((row) => {
        const { data: _data, ...item } = toDraft(row);
        return item;
      });
      return { items, total, page: query.page, pageSize: query.pageSize };
    },

    async get(userId: string, id: string): Promise<BookingDraft> {
      const row = await repo.findOwn(db, userId, id);
      if (!row) throw errors.notFound('Draft not found');
      return toDraft(row);
    },

    async create(owner: DraftOwner, input: SaveDraftInput): Promise<BookingDraft> {
      assertSize(input.data);
      const at = now();
      const row = await repo.insert(db, {
        userId: owner.userId, organizationId: owner.organizationId, mode: input.mode, step: input.step,
        title: draftTitle(input.data), data: input.data, createdAt: at, updatedAt: at,
      });
      return toDraft(row);
    },

    async update(userId: string, id: string, input: SaveDraftInput): Promise<BookingDraft> {
      assertSize(input.data);
      const row = await repo.updateOwn(db, userId, id, { mode: input.mode, step: input.step, title: draftTitle(input.data), data: input.data, updatedAt: now() });
      if (!row) throw errors.notFound('Draft not found');
      return toDraft(row);
    },

    async remove(userId: string, id: string): Promise<void> {
      if (!(await repo.deleteOwn(db, userId, id))) throw errors.notFound('Draft not found');
    },

    /** Deletes those of the ids that are the caller's drafts; others' and unknown ids are left alone. */
    removeMany: (userId: string, ids: string[]): Promise<number> => repo.deleteOwnMany(db, userId, ids),
  };
}
export type BookingDraftService = ReturnType<typeof createBookingDraftService>;
