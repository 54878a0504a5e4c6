import { count, desc, eq } from 'drizzle-orm';
import type { RegistrationStatus } from '@freightdeck/contracts';
import type { Executor } from '../../db';
import { registrations } from '../../db/schema';

/** The jsonb columns as the application stored them (contracts: SubmitRegistrationRequestSchema). */
export interface CompanyData {
  name: string;
  country: string;
  address: string;
  taxId: string;
  website: string | null;
}
export interface AdministratorData {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  position: string | null;
}

type Row = typeof registrations.$inferSelect;
export type RegistrationRow = Omit<Row, 'company' | 'administrator'> & { company: CompanyData; administrator: AdministratorData };

const typed = (row: Row): RegistrationRow => row as RegistrationRow;

export const registrationRepository = {
  async insert(executor: Executor, values: typeof registrations.$inferInsert & { company: CompanyData; administrator: AdministratorData }): Promise<RegistrationRow> {
    const [row] = await executor.insert(registrations).values(values).returning();
    return typed(row!);
  },
  async findById(executor: Executor, id: string): Promise<RegistrationRow | undefined> {
    const [row] = await executor.select().from(registrations).where(eq(registrations.id, id));
    return row && typed(row);
  },
  /** Locks the row: of two decisions at once, the second waits and then sees the first's status. */
  async findByIdForUpdate(executor: Executor, id: string): Promise<RegistrationRow | undefined> {
    const [row] = await executor.select().from(registrations).where(eq(registrations.id, id)).for('update');
    return row && typed(row);
  },
  async update(executor: Executor, id: string, values: Partial<typeof registrations.$inferInsert>): Promise<RegistrationRow> {
    const [row] = await executor.update(registrations).set(values).where(eq(registrations.id, id)).returning();
    return typed(row!);
  },
  /** Newest first. */
  async page(executor: Executor, query: { status?: RegistrationStatus; page: number; pageSize: number }) {
    const where = query.status ? eq(registrations.status, query.status) : undefined;
    const rows = await executor.select().from(registrations).where(where)
      .orderBy(desc(registrations.submittedAt), desc(registrations.id))
      .limit(query.pageSize).offset((query.page - 1) * query.pageSize);
    const [total] = await executor.select({ n: count() }).from(registrations).where(where);
    return { rows: rows.map(typed), total: Number(total?.n ?? 0) };
  },
};
