import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db';
import { idempotencyKeys } from '../../db/schema';
import { errors } from '../../lib/app-error';

/** JSON with sorted keys: the same request in another key order hashes the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value).sort().map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export const requestHash = (body: unknown): string => createHash('sha256').update(canonical(body)).digest('hex');

export interface IdempotencyClaim { userId: string; operation: string; key: string; hash: string }

/**
 * Claims a key inside the caller's transaction. The insert of a key another transaction holds
 * waits for it to end (primary key), so concurrent retries never create twice: the first
 * creates, the others then find its resource. Returns the earlier resource's id, or null when
 * this call is the first. The same key with another request: 409 CONFLICT.
 */
export async function claimKey(ex: Executor, claim: IdempotencyClaim): Promise<string | null> {
  const inserted = await ex.insert(idempotencyKeys)
    .values({ userId: claim.userId, operation: claim.operation, key: claim.key, requestHash: claim.hash })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (inserted.length) return null;
  const [row] = await ex.select().from(idempotencyKeys).where(and(
    eq(idempotencyKeys.userId, claim.userId), eq(idempotencyKeys.operation, claim.operation), eq(idempotencyKeys.key, claim.key),
  ));
  if (!row || row.requestHash !== claim.hash || !row.resourceId) {
    throw errors.conflict('CONFLICT', 'This Idempotency-Key was already used for a different request');
  }
  return row.resourceId;
}

export async function recordResource(ex: Executor, claim: IdempotencyClaim, resourceId: string): Promise<void> {
  await ex.update(idempotencyKeys).set({ resourceId }).where(and(
    eq(idempotencyKeys.userId, claim.userId), eq(idempotencyKeys.operation, claim.operation), eq(idempotencyKeys.key, claim.key),
  ));
}

/** Keys are kept a day (a client retries within minutes); older ones are removed as new ones come. */
export async function forgetOldKeys(ex: Executor): Promise<void> {
  await ex.delete(idempotencyKeys).where(sql`${idempotencyKeys.createdAt} < now() - interval '24 hours'`);
}
