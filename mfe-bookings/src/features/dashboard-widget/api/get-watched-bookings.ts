import useSWR from 'swr';
import { apiClient } from '@freightdeck/auth';
import type { BookingPage } from '@freightdeck/contracts';
import { useWatchlist } from '../../shared';

/** How many watched bookings the widget lists; the rest are one click away in the list. */
export const WATCHED_SHOWN = 5;

/**
 * The watchlist (ids, so the count is right however long it is) and the first watched bookings
 * (`GET /v1/bookings?watched=true`), the newest first. The second call is keyed by
 * the ids, so watching or unwatching anywhere (which updates the watchlist) refreshes it.
 */
export function useWatchedBookings() {
  const watchlist = useWatchlist();
  const ids = watchlist.data?.bookingIds;
  const bookings = useSWR(
    ids && ids.length > 0 ? ['/bookings?watched', [...ids].sort().join()] : null,
    () => apiClient.get<BookingPage>('/bookings', { query: { watched: 'true', sort: '-createdAt', page: 1, pageSize: WATCHED_SHOWN } }),
  );
  return {
    count: ids?.length,
    bookings: ids?.length === 0 ? [] : bookings.data?.items,
    error: watchlist.error ?? bookings.error,
    isLoading: watchlist.isLoading || bookings.isLoading,
    retry: () => {
      void watchlist.mutate();
      void bookings.mutate();
    },
  };
}
