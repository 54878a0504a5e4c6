import { inArray } from 'drizzle-orm';
import type { Executor } from '../../db';
import { users } from '../../db/schema';

/** How the portal names a person: "First Last" (a user, an inviter, a registration's administrator). */
export const personName = (person: { firstName: string; lastName: string }): string => `${person.firstName} ${person.lastName}`.trim();

export interface PersonRef { id: string; name: string }

/** `{ id, name }` of the users behind these ids, deleted users included (history still names them). */
export async function personRefs(executor: Executor, ids: (string | null | undefined)[]): Promise<Map<string, PersonRef>> {
  const wanted = [...new Set(ids.filter((id): id is string => !!id))];
  if (wanted.length === 0) return new Map();
  const rows = await executor.select({ id: users.id, firstName: users.firstName, lastName: users.lastName }).from(users).where(inArray(users.id, wanted));
  return new Map(rows.map((r) => [r.id, { id: r.id, name: personName(r) }]));
}
