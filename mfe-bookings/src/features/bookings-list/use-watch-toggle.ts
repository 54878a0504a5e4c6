import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { BookingListItem, BookingPage } from '@freightdeck/contracts';
import { runWithErrorModal } from '@freightdeck/ui';
import { setWatched, WATCHLIST_KEY, type Watchlist } from '../shared';

const withWatched = (page: BookingPage | undefined, id: string, watched: boolean): BookingPage | undefined =>
  page && { ...page, items: page.items.map((b) => (b.id === id ? { ...b, watched } : b)) };

/**
 * Watch or unwatch a booking of the shown page: the star changes at once (optimistic), the
 * call follows, and a failure puts the star back and shows the error modal.
 */
export function useWatchToggle(pageKey: readonly unknown[], { refetch = false }: { refetch?: boolean } = {}) {
  const { mutate } = useSWRConfig();
  return useCallback(async (booking: BookingListItem, watched: boolean) => {
    let watchlist: Watchlist | undefined;
    await runWithErrorModal(() => mutate(
      pageKey,
      async (page: BookingPage | undefined) => {
        watchlist = await setWatched([booking.id], watched);
        return withWatched(page, booking.id, watched);
      },
      { optimisticData: (page: BookingPage | undefined) => withWatched(page, booking.id, watched) as BookingPage, rollbackOnError: true, revalidate: false },
    ));
    // Set only when the call succeeded.
    if (!watchlist) return;
    await mutate(WATCHLIST_KEY, watchlist, { revalidate: false });
    // A list of watched bookings only: the one just unwatched leaves it.
    if (refetch) await mutate(pageKey);
  }, [mutate, pageKey, refetch]);
}
