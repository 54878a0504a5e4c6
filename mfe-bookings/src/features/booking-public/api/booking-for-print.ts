import useSWR from 'swr';
import { apiClient } from '@freightdeck/auth';
import type { Booking } from '@freightdeck/contracts';
import { retryable } from './shared-booking';

/** `GET /v1/bookings/{ref}` with the session: the full booking, charges included, for a signed-in viewer. */
export const getBookingForPrint = (ref: string) => apiClient.get<Booking>(`/bookings/${encodeURIComponent(ref)}`);

export function useBookingForPrint(ref: string | null) {
  return useSWR(ref ? ['booking-public/booking', ref] as const : null, ([, r]) => getBookingForPrint(r), {
    shouldRetryOnError: retryable,
    revalidateOnFocus: false,
  });
}
