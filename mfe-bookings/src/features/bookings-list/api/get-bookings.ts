import useSWR from 'swr';
import { apiClient } from '@freightdeck/auth';
import type { BookingPage } from '@freightdeck/contracts';
import { toApiQuery, type ListQuery } from '../list-query';

export type BookingsApiQuery = ReturnType<typeof toApiQuery>;

export const BOOKINGS_PATH = '/bookings';

/** The SWR key of one page of the list: the path and the exact API query. */
export const bookingsKey = (query: BookingsApiQuery) => [BOOKINGS_PATH, query] as const;

export const getBookings = (query: BookingsApiQuery, signal?: AbortSignal) => apiClient.get<BookingPage>(BOOKINGS_PATH, { query, signal });

/** One page of bookings; the previous page stays on screen while the next one loads. */
export function useBookings(query: ListQuery) {
  const apiQuery = toApiQuery(query);
  const key = bookingsKey(apiQuery);
  const swr = useSWR(key, ([, q]) => getBookings(q), { keepPreviousData: true });
  return { ...swr, key };
}
