import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Executor } from '../../db';
import { sessions, spentRefreshTokens } from '../../db/schema';

export type SessionRow = typeof sessions.$inferSelect;

export const sessionRepository = {
  async insert(executor: Executor, values: typeof sessions.$inferInsert): Promise<SessionRow> {
    const [row] = await executor.insert(sessions).values(values).returning();
    return row!;
  },
  async findById(executor: Executor, id: string): Promise<SessionRow | undefined> {
    const [row] = await executor.select().from(sessions).where(eq(sessions.id, id));
    return row;
  },
  /** Locks the row: two refreshes of one session run one after the other. */
  async findByTokenHashForUpdate(executor: Executor, column: 'current' | 'previous', hash: string): Promise<SessionRow | undefined> {
    const where = column === 'current' ? eq(sessions.refreshTokenHash, hash) : eq(sessions.previousTokenHash, hash);
    const [row] = await executor.select().from(sessions).where(where).for('update');
    return row;
  },
  /** Records a refresh token rotated away, as a member of its session's family. */
  async addSpent(executor: Executor, sessionId: string, hash: string, at: Date): Promise<void> {
    await executor.insert(spentRefreshTokens).values({ tokenHash: hash, sessionId, spentAt: at }).onConflictDoNothing();
  },
  /** The session whose family a spent token belongs to, locked. */
  async findBySpentHashForUpdate(executor: Executor, hash: string): Promise<SessionRow | undefined> {
    const [row] = await executor
      .select({ session: sessions })
      .from(spentRefreshTokens)
      .innerJoin(sessions, eq(sessions.id, spentRefreshTokens.sessionId))
      .where(eq(spentRefreshTokens.tokenHash, hash))
      .for('update', { of: sessions });
    return row?.session;
  },
  async update(executor: Executor, id: string, values: Partial<typeof sessions.$inferInsert>): Promise<void> {
    await executor.update(sessions).set(values).where(eq(sessions.id, id));
  },
  /**
   * Revokes every live session of the user (a password reset), or every one but `exceptId`
   * (a password change keeps the session that made it). Returns how many were revoked.
   */
  async revokeAllForUser(executor: Executor, userId: string, reason: string, at: Date, exceptId?: string): Promise<number> {
    const where = and(eq(sessions.userId, userId), isNull(sessions.revokedAt), exceptId ? ne(sessions.id, exceptId) : undefined);
    const rows = await executor.update(sessions).set({ revokedAt: at, revokeReason: reason }).where(where).returning({ id: sessions.id });
    return rows.length;
  },
};
