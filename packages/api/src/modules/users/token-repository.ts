import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db';
import { userTokens } from '../../db/schema';

export type UserTokenRow = typeof userTokens.$inferSelect;
export type UserTokenPurpose = UserTokenRow['purpose'];

export const userTokenRepository = {
  async insert(executor: Executor, values: typeof userTokens.$inferInsert): Promise<UserTokenRow> {
    const [row] = await executor.insert(userTokens).values(values).returning();
    return row!;
  },
  /** Locks the row: two submissions of one link run one after the other, and only one wins. */
  async findByHashForUpdate(executor: Executor, purpose: UserTokenPurpose, tokenHash: string): Promise<UserTokenRow | undefined> {
    const [row] = await executor.select().from(userTokens).where(and(eq(userTokens.tokenHash, tokenHash), eq(userTokens.purpose, purpose))).for('update');
    return row;
  },
  async findByHash(executor: Executor, purpose: UserTokenPurpose, tokenHash: string): Promise<UserTokenRow | undefined> {
    const [row] = await executor.select().from(userTokens).where(and(eq(userTokens.tokenHash, tokenHash), eq(userTokens.purpose, purpose)));
    return row;
  },
  /** Spends every open token of this purpose for the user (a new link or a used one voids the rest). */
  async consumeOpen(executor: Executor, userId: string, purpose: UserTokenPurpose, at: Date): Promise<void> {
    await executor.update(userTokens).set({ consumedAt: at }).where(and(eq(userTokens.userId, userId), eq(userTokens.purpose, purpose), isNull(userTokens.consumedAt)));
  },
};
