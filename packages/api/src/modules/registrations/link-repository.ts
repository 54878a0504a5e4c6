import { and, count, desc, eq, gt, isNotNull, isNull, lte, type SQL } from 'drizzle-orm';
import type { RegistrationLinkStatus } from '@freightdeck/contracts';
import type { Executor } from '../../db';
import { registrationLinks } from '../../db/schema';

export type RegistrationLinkRow = typeof registrationLinks.$inferSelect;

/** OPEN: not used and not expired; USED: an application was made with it; EXPIRED: neither, too late. */
export function linkStatus(row: Pick<RegistrationLinkRow, 'usedAt' | 'expiresAt'>, at: Date): RegistrationLinkStatus {
  if (row.usedAt) return 'USED';
  return row.expiresAt.getTime() <= at.getTime() ? 'EXPIRED' : 'OPEN';
}

function statusFilter(status: RegistrationLinkStatus | undefined, at: Date): SQL | undefined {
  if (status === 'USED') return isNotNull(registrationLinks.usedAt);
  if (status === 'OPEN') return and(isNull(registrationLinks.usedAt), gt(registrationLinks.expiresAt, at));
  if (status === 'EXPIRED') return and(isNull(registrationLinks.usedAt), lte(registrationLinks.expiresAt, at));
  return undefined;
}

export const registrationLinkRepository = {
  async insert(executor: Executor, values: typeof registrationLinks.$inferInsert): Promise<RegistrationLinkRow> {
    const [row] = await executor.insert(registrationLinks).values(values).returning();
    return row!;
  },
  async findByHash(executor: Executor, tokenHash: string): Promise<RegistrationLinkRow | undefined> {
    const [row] = await executor.select().from(registrationLinks).where(eq(registrationLinks.tokenHash, tokenHash));
    return row;
  },
  async findById(executor: Executor, id: string): Promise<RegistrationLinkRow | undefined> {
    const [row] = await executor.select().from(registrationLinks).where(eq(registrationLinks.id, id));
    return row;
  },
  /**
   * Spends an open link in one conditional UPDATE: of two submissions at once, the second waits
   * for the first's row lock, then finds `used_at` set and gets nothing back.
   */
  async useOpen(executor: Executor, tokenHash: string, at: Date): Promise<RegistrationLinkRow | undefined> {
    const [row] = await executor.update(registrationLinks).set({ usedAt: at })
      .where(and(eq(registrationLinks.tokenHash, tokenHash), isNull(registrationLinks.usedAt), gt(registrationLinks.expiresAt, at)))
      .returning();
    return row;
  },
  async page(executor: Executor, query: { status?: RegistrationLinkStatus; page: number; pageSize: number }, at: Date) {
    const where = statusFilter(query.status, at);
    const rows = await executor.select().from(registrationLinks).where(where)
      .orderBy(desc(registrationLinks.createdAt), desc(registrationLinks.id))
      .limit(query.pageSize).offset((query.page - 1) * query.pageSize);
    const [total] = await executor.select({ n: count() }).from(registrationLinks).where(where);
    return { rows, total: Number(total?.n ?? 0) };
  },
};
