import type { Booking, BookingListFilters, CreateBookingValues } from '@freightdeck/contracts';
import type { Db } from '../../db';
import { bookingAccess, findVisibleBooking } from './access';
import type { BookingActor } from './actor';
import { createBooking, type CreateOptions } from './create-booking';
import { listBookings } from './list-bookings';
import { createSearchSpaceCache } from './search-space';
import { createRevisionDecisions } from './revisions';
import { createStatusChanges } from './status-changes';
import { bookingSummary, statusCounts } from './summary';
import { createUpdateBooking } from './update-booking';
import { bookingView } from './view';
import { createWatchlist } from './watchlist';

export type { BookingActor } from './actor';
export { parseCreateBooking, type CreateOptions } from './create-booking';

/**
 * Bookings (ADR 008): every method takes the acting user's context, so routes pass the signed-in
 * caller's and the demo seed its own. Inputs are validated here (the routes validate too, for
 * their OpenAPI schemas), except the list's filters and the create body, which their routes'
 * schemas have parsed (parseCreateBooking parses a body from elsewhere); failures are AppErrors
 * with `{ code, message, details }`.
 */
export function createBookingService(db: Db) {
  const status = createStatusChanges(db);
  const watchlist = createWatchlist(db);
  const searchSpace = createSearchSpaceCache();
  return {
    /** `values` as CreateBookingBaseSchema parsed them (the route's body, or parseCreateBooking). */
    create: (actor: BookingActor, values: CreateBookingValues, options?: CreateOptions) => createBooking(db, actor, values, options),
    /** Filters already checked by BookingListQuerySchema: the route's querystring schema parses them once. */
    list: (actor: BookingActor, filters: BookingListFilters) => listBookings(db, actor, filters, searchSpace),
    async get(actor: BookingActor, idOrRef: string): Promise<Booking> {
      const access = bookingAccess(actor);
      return bookingView(db, access, await findVisibleBooking(db, access, idOrRef));
    },
    update: createUpdateBooking(db),
    decideRevision: createRevisionDecisions(db),
    confirm: status.confirm,
    depart: status.depart,
    arrive: status.arrive,
    deliver: status.deliver,
    cancel: status.cancel,
    watchlist: watchlist.get,
    watch: watchlist.watch,
    unwatch: watchlist.unwatch,
    summary: (actor: BookingActor) => bookingSummary(db, actor),
    statusCounts: (actor: BookingActor, query: unknown) => statusCounts(db, actor, query),
  };
}
export type BookingService = ReturnType<typeof createBookingService>;
