import { eq } from 'drizzle-orm';
import type { Executor } from '../../db';
import { sessions } from '../../db/schema';

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
  async update(executor: Executor, id: string, values: Partial<typeof sessions.$inferInsert>): Promise<void> {
    await executor.update(sessions).set(values).where(eq(sessions.id, id));
  },
};
