import { count, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db';
import { organizations } from '../../db/schema';

export type OrganizationRow = typeof organizations.$inferSelect;

export const organizationRepository = {
  async insert(executor: Executor, values: typeof organizations.$inferInsert): Promise<OrganizationRow> {
    const [row] = await executor.insert(organizations).values(values).returning();
    return row!;
  },
  async findByName(executor: Executor, name: string): Promise<OrganizationRow | undefined> {
    const [row] = await executor.select().from(organizations).where(sql`lower(${organizations.name}) = lower(${name})`);
    return row;
  },
  async findById(executor: Executor, id: string): Promise<OrganizationRow | undefined> {
    const [row] = await executor.select().from(organizations).where(eq(organizations.id, id));
    return row;
  },
  /** Names of organizations by id (what other modules show beside their rows). */
  async names(executor: Executor, ids: string[]): Promise<Map<string, string>> {
    const wanted = [...new Set(ids)];
    if (!wanted.length) return new Map();
    const rows = await executor.select({ id: organizations.id, name: organizations.name }).from(organizations).where(inArray(organizations.id, wanted));
    return new Map(rows.map((o) => [o.id, o.name]));
  },
  async update(executor: Executor, id: string, values: Partial<typeof organizations.$inferInsert>): Promise<OrganizationRow> {
    const [row] = await executor.update(organizations).set({ ...values, updatedAt: sql`now()` }).where(eq(organizations.id, id)).returning();
    return row!;
  },
  async count(executor: Executor): Promise<number> {
    const [row] = await executor.select({ n: count() }).from(organizations);
    return Number(row?.n ?? 0);
  },
};
