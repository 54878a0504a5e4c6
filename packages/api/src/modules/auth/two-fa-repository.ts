import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db';
import { twoFaChallenges } from '../../db/schema';

export type ChallengeRow = typeof twoFaChallenges.$inferSelect;

export const twoFaRepository = {
  async insert(executor: Executor, values: typeof twoFaChallenges.$inferInsert): Promise<ChallengeRow> {
    const [row] = await executor.insert(twoFaChallenges).values(values).returning();
    return row!;
  },
  async findByTokenHashForUpdate(executor: Executor, tokenHash: string): Promise<ChallengeRow | undefined> {
    const [row] = await executor.select().from(twoFaChallenges).where(eq(twoFaChallenges.tokenHash, tokenHash)).for('update');
    return row;
  },
  async latestForUser(executor: Executor, userId: string): Promise<ChallengeRow | undefined> {
    const [row] = await executor.select().from(twoFaChallenges).where(eq(twoFaChallenges.userId, userId)).orderBy(desc(twoFaChallenges.lastSentAt)).limit(1);
    return row;
  },
  async update(executor: Executor, id: string, values: Partial<typeof twoFaChallenges.$inferInsert>): Promise<void> {
    await executor.update(twoFaChallenges).set(values).where(eq(twoFaChallenges.id, id));
  },
  /** A new code replaces every open challenge of the user for the same purpose. */
  async consumeOpen(executor: Executor, userId: string, purpose: ChallengeRow['purpose'], at: Date): Promise<void> {
    await executor
      .update(twoFaChallenges)
      .set({ consumedAt: at })
      .where(and(eq(twoFaChallenges.userId, userId), eq(twoFaChallenges.purpose, purpose), isNull(twoFaChallenges.consumedAt)));
  },
};
