import { count, eq, sql } from 'drizzle-orm';
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
  async count(executor: Executor): Promise<number> {
    const [row] = await executor.select({ n: count() }).from(organizations);
    return Number(row?.n ?? 0);
  },
};
