import { inArray } from 'drizzle-orm';
import type { Executor } from '../../db';
import { users } from '../../db/schema';

export interface PersonRef { id: string; name: string }

/** `{ id, name }` of the users behind these ids (booking attachments name who added them). */
export async function personRefs(executor: Executor, ids: (string | null)[]): Promise<Map<string, PersonRef>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await executor.select({ id: users.id, firstName: users.firstName, lastName: users.lastName }).from(users).where(inArray(users.id, wanted));
  return new Map(rows.map((r) => [r.id, { id: r.id, name: `${r.firstName} ${r.lastName}`.trim() }]));
}
