import useSWR from 'swr';
import { apiClient } from '@freightdeck/auth';

/** `WatchlistSchema` of the contracts (this package does not depend on zod to infer it). */
export interface Watchlist {
  bookingIds: string[];
}

/** The SWR key of the user's watchlist (`GET /v1/bookings/watchlist`). */
export const WATCHLIST_KEY = '/bookings/watchlist';

export const getWatchlist = () => apiClient.get<Watchlist>(WATCHLIST_KEY);

/** `POST /v1/bookings/watchlist/watch|unwatch`: answers the whole watchlist after the change. */
export function setWatched(bookingIds: readonly string[], watched: boolean): Promise<Watchlist> {
  return apiClient.post<Watchlist>(`${WATCHLIST_KEY}/${watched ? 'watch' : 'unwatch'}`, { bookingIds });
}

export function useWatchlist() {
  return useSWR(WATCHLIST_KEY, getWatchlist);
}
