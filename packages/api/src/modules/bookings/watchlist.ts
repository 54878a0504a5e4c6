import { and, desc, eq, inArray } from 'drizzle-orm';
import { WatchBookingsSchema } from '@freightdeck/contracts';
import type { Db, Executor } from '../../db';
import { bookings, bookingWatches } from '../../db/schema';
import { errors } from '../../lib/app-error';
import { bookingAccess, visibleCondition, type BookingAccess } from './access';
import { parseOrThrow } from '../../lib/validation';
import type { BookingActor } from './actor';

/** The caller's watched bookings they may still see (newest watch first). */
async function watchlist(ex: Executor, access: BookingAccess): Promise<{ bookingIds: string[] }> {
  const rows = await ex.select({ id: bookingWatches.bookingId }).from(bookingWatches)
    .innerJoin(bookings, eq(bookings.id, bookingWatches.bookingId))
    .where(and(eq(bookingWatches.userId, access.userId), visibleCondition(access)))
    .orderBy(desc(bookingWatches.createdAt));
  return { bookingIds: rows.map((r) => r.id) };
}

/** Every id must be a booking the caller may see: otherwise 404 and nothing changes (existence is not revealed). */
async function assertVisible(ex: Executor, access: BookingAccess, ids: string[]): Promise<void> {
  const unique = [...new Set(ids)];
  const found = await ex.select({ id: bookings.id }).from(bookings).where(and(inArray(bookings.id, unique), visibleCondition(access)));
  if (found.length !== unique.length) throw errors.notFound('Booking not found');
}

export function createWatchlist(db: Db) {
  return {
    get: (actor: BookingActor) => watchlist(db, bookingAccess(actor)),
    watch: (actor: BookingActor, input: unknown) => {
      const access = bookingAccess(actor);
      const { bookingIds } = parseOrThrow(WatchBookingsSchema, input);
      return db.transaction(async (tx) => {
        await assertVisible(tx, access, bookingIds);
        await tx.insert(bookingWatches).values([...new Set(bookingIds)].map((bookingId) => ({ userId: access.userId, bookingId }))).onConflictDoNothing();
        return watchlist(tx, access);
      });
    },
    unwatch: (actor: BookingActor, input: unknown) => {
      const access = bookingAccess(actor);
      const { bookingIds } = parseOrThrow(WatchBookingsSchema, input);
      return db.transaction(async (tx) => {
        await assertVisible(tx, access, bookingIds);
        await tx.delete(bookingWatches).where(and(eq(bookingWatches.userId, access.userId), inArray(bookingWatches.bookingId, bookingIds)));
        return watchlist(tx, access);
      });
    },
  };
}
