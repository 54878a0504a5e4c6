import { and, count, desc, eq, ilike } from 'drizzle-orm';
import { QUOTATION_DRAFT_MAX_BYTES, type QuotationDraft } from '@freightdeck/contracts';
import type { Db, Executor } from '../../db';
import { quotationDrafts } from '../../db/schema';
import { AppError, errors } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { draftTitle } from '../booking-drafts';

type DraftRow = typeof quotationDrafts.$inferSelect;
const likeText = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const own = (userId: string, id: string) => and(eq(quotationDrafts.id, id), eq(quotationDrafts.userId, userId));

/** The request form's saved states, always one user's own (creating the quotation removes its draft). */
export const quotationDraftRepository = {
  async deleteOwn(ex: Executor, userId: string, id: string): Promise<boolean> {
    const deleted = await ex.delete(quotationDrafts).where(own(userId, id)).returning({ id: quotationDrafts.id });
    return deleted.length > 0;
  },
};

const toDraft = (row: DraftRow): QuotationDraft => ({
  id: row.id, mode: row.mode, step: row.step, title: row.title, data: row.data as Record<string, unknown>,
  createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString(),
});

function assertSize(data: Record<string, unknown>): void {
  const bytes = Buffer.byteLength(JSON.stringify(data), 'utf8');
  if (bytes > QUOTATION_DRAFT_MAX_BYTES) {
    throw new AppError(413, 'PAYLOAD_TOO_LARGE', `A draft holds at most ${QUOTATION_DRAFT_MAX_BYTES / 1024} KB of data`, { maxBytes: QUOTATION_DRAFT_MAX_BYTES, bytes });
  }
}

export interface SaveDraft { mode: 'AIR' | 'SEA' | null; step: number; data: Record<string, unknown> }

/** Quotation drafts: each user sees only their own (another's is 404). */
export function createQuotationDraftService({ db, now }: { db: Db; now: Clock }) {
  return {
    async list(userId: string, query: { q?: string; page: number; pageSize: number }) {
      const where = and(eq(quotationDrafts.userId, userId), query.q ? ilike(quotationDrafts.title, likeText(query.q)) : undefined);
      const rows = await db.select().from(quotationDrafts).where(where).orderBy(desc(quotationDrafts.updatedAt), desc(quotationDrafts.id))
        .limit(query.pageSize).offset((query.page - 1) * query.pageSize);
      const [total] = await db.select({ n: count() }).from(quotationDrafts).where(where);
      return {
        items: rows.map((row) => {
          const { data: _data, ...item } = toDraft(row);
          return item;
        }),
        total: total?.n ?? 0, page: query.page, pageSize: query.pageSize,
      };
    },

    async get(userId: string, id: string): Promise<QuotationDraft> {
      const [row] = await db.select().from(quotationDrafts).where(own(userId, id));
      if (!row) throw errors.notFound('Draft not found');
      return toDraft(row);
    },

    async create(userId: string, input: SaveDraft): Promise<QuotationDraft> {
      assertSize(input.data);
      const at = now();
      const [row] = await db.insert(quotationDrafts).values({ userId, mode: input.mode, step: input.step, title: draftTitle(input.data), data: input.data, createdAt: at, updatedAt: at }).returning();
      return toDraft(row!);
    },

    async update(userId: string, id: string, input: SaveDraft): Promise<QuotationDraft> {
      assertSize(input.data);
      const [row] = await db.update(quotationDrafts).set({ mode: input.mode, step: input.step, title: draftTitle(input.data), data: input.data, updatedAt: now() }).where(own(userId, id)).returning();
      if (!row) throw errors.notFound('Draft not found');
      return toDraft(row);
    },

    async remove(userId: string, id: string): Promise<void> {
      if (!(await quotationDraftRepository.deleteOwn(db, userId, id))) throw errors.notFound('Draft not found');
    },
  };
}
export type QuotationDraftService = ReturnType<typeof createQuotationDraftService>;
