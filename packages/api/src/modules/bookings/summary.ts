import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import { BOOKING_STATUSES, type BookingStatus, type BookingSummary, type StatusCounts } from '@freightdeck/contracts';
import { z } from 'zod';
import type { Executor } from '../../db';
import { bookingRevisions, bookings, bookingStatusCounts, bookingWatches } from '../../db/schema';
import { bookingAccess, visibleCondition, type BookingAccess } from './access';
import { parseOrThrow } from '../../lib/validation';
import type { BookingActor } from './actor';

export const StatusCountQuerySchema = z.object({
  mode: z.enum(['AIR', 'SEA']).optional(),
  organizationId: z.string().uuid().optional(),
});

/** Counts per status in the caller's scope: the trigger-kept table for org-wide scopes, a grouped count of own bookings otherwise. */
async function countsByStatus(ex: Executor, access: BookingAccess, filter: z.output<typeof StatusCountQuerySchema>): Promise<Map<string, number>> {
  let rows: { status: string; n: string }[];
  if (access.view === 'all' || access.view === 'organization') {
    const scope = access.view === 'organization' ? (access.organizationIds.length ? inArray(bookingStatusCounts.organizationId, access.organizationIds) : sql`false`) : undefined;
    rows = await ex.select({ status: bookingStatusCounts.status, n: sql<string>`sum(${bookingStatusCounts.count})::text` }).from(bookingStatusCounts)
      .where(and(scope, filter.mode ? eq(bookingStatusCounts.mode, filter.mode) : undefined, filter.organizationId ? eq(bookingStatusCounts.organizationId, filter.organizationId) : undefined))
      .groupBy(bookingStatusCounts.status);
  } else {
    rows = await ex.select({ status: bookings.status, n: sql<string>`count(*)::text` }).from(bookings)
      .where(and(visibleCondition(access), filter.mode ? eq(bookings.mode, filter.mode) : undefined, filter.organizationId ? eq(bookings.organizationId, filter.organizationId) : undefined))
      .groupBy(bookings.status);
  }
  return new Map(rows.map((r) => [r.status, Number(r.n)]));
}

export async function statusCounts(ex: Executor, actor: BookingActor, query: unknown): Promise<StatusCounts> {
  const access = bookingAccess(actor);
  const found = await countsByStatus(ex, access, parseOrThrow(StatusCountQuerySchema, query ?? {}));
  const counts = Object.fromEntries(BOOKING_STATUSES.map((s) => [s, found.get(s) ?? 0])) as Record<BookingStatus, number>;
  return { counts, total: Object.values(counts).reduce((a, b) => a + b, 0) };
}

/** The dashboard's figures (GET /v1/bookings/summary), all in the caller's view scope. */
export async function bookingSummary(ex: Executor, actor: BookingActor, now = new Date()): Promise<BookingSummary> {
  const access = bookingAccess(actor);
  const scope = visibleCondition(access);
  const since = new Date(now.getTime() - 30 * 86_400_000);
  const [counts, [revisions], [watched], [recent]] = await Promise.all([
    countsByStatus(ex, access, {}),
    ex.select({ n: sql<string>`count(*)::text` }).from(bookingRevisions).innerJoin(bookings, eq(bookings.id, bookingRevisions.bookingId)).where(and(eq(bookingRevisions.status, 'REQUESTED'), scope)),
    ex.select({ n: sql<string>`count(*)::text` }).from(bookingWatches).innerJoin(bookings, eq(bookings.id, bookingWatches.bookingId)).where(and(eq(bookingWatches.userId, access.userId), scope)),
    ex.select({
      n: sql<string>`count(*)::text`,
      weight: sql<string>`coalesce(sum(${bookings.grossWeightKg}), 0)::text`,
      co2e: sql<string>`coalesce(sum(${bookings.co2eKg}), 0)::text`,
    }).from(bookings).where(and(scope, gte(bookings.createdAt, since))),
  ]);
  const count = (s: BookingStatus) => counts.get(s) ?? 0;
  const round = (v: number) => Math.round(v * 1000) / 1000;
  return {
    total: [...counts.values()].reduce((a, b) => a + b, 0),
    active: count('PENDING') + count('CONFIRMED') + count('IN_TRANSIT') + count('ARRIVED'),
    awaitingConfirmation: count('PENDING'),
    inTransit: count('IN_TRANSIT'),
    openRevisions: Number(revisions?.n ?? 0),
    watched: Number(watched?.n ?? 0),
    last30Days: { bookings: Number(recent?.n ?? 0), grossWeightKg: round(Number(recent?.weight ?? 0)), co2eKg: round(Number(recent?.co2e ?? 0)) },
  };
}
