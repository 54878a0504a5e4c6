import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db';
import { roles } from '../../db/schema';

export type RoleRow = typeof roles.$inferSelect;

export const roleRepository = {
  async insert(executor: Executor, values: typeof roles.$inferInsert): Promise<RoleRow> {
    const [row] = await executor.insert(roles).values(values).returning();
    return row!;
  },
  async findByName(executor: Executor, organizationId: string, name: string): Promise<RoleRow | undefined> {
    const [row] = await executor.select().from(roles).where(and(eq(roles.organizationId, organizationId), eq(roles.name, name)));
    return row;
  },
  /** Role names are unique in an organization whatever their case. */
  async findByNameAnyCase(executor: Executor, organizationId: string, name: string): Promise<RoleRow | undefined> {
    const [row] = await executor.select().from(roles).where(and(eq(roles.organizationId, organizationId), sql`lower(${roles.name}) = lower(${name})`));
    return row;
  },
  async update(executor: Executor, id: string, values: Partial<typeof roles.$inferInsert>): Promise<void> {
    await executor.update(roles).set(values).where(eq(roles.id, id));
  },
  async delete(executor: Executor, id: string): Promise<void> {
    await executor.delete(roles).where(eq(roles.id, id));
  },
  async findById(executor: Executor, id: string): Promise<RoleRow | undefined> {
    const [row] = await executor.select().from(roles).where(eq(roles.id, id));
    return row;
  },
};
