import { eq } from 'drizzle-orm';
import type { Executor } from '../../db';
import { appSettings } from '../../db/schema';

export const settingsRepository = {
  async get(executor: Executor, key: string): Promise<string | undefined> {
    const [row] = await executor.select().from(appSettings).where(eq(appSettings.key, key));
    return row?.value;
  },
  /** Stores the value unless the key exists; returns whichever value is stored (first writer wins). */
  async getOrInsert(executor: Executor, key: string, value: string): Promise<string> {
    await executor.insert(appSettings).values({ key, value }).onConflictDoNothing();
    return (await settingsRepository.get(executor, key)) ?? value;
  },
  async set(executor: Executor, key: string, value: string): Promise<void> {
    await executor.insert(appSettings).values({ key, value }).onConflictDoUpdate({ target: appSettings.key, set: { value, updatedAt: new Date() } });
  },
};
