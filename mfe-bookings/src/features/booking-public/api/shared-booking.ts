import useSWR from 'swr';
import { apiClient, isApiError } from '@freightdeck/auth';
import type { SharedBooking } from '@freightdeck/contracts';

/** `GET /v1/bookings/shareable/{token}` (ADR 008): the booking as a link holder sees it, without prices. */
export const sharedBookingPath = (token: string) => `/bookings/shareable/${encodeURIComponent(token)}`;

export const sharedBookingKey = (token: string | null) => (token ? ['booking-public/shared', token] as const : null);

/**
 * No credentials are sent (`auth: false`): the token alone decides, and a signed-in visitor's
 * session must not turn a revoked link into a working one.
 */
export const getSharedBooking = (token: string) => apiClient.get<SharedBooking>(sharedBookingPath(token), { auth: false });

/** A refusal (404 for an unknown, expired or revoked link) will not change on a retry; a network or server failure may. */
export const retryable = (error: Error) => !isApiError(error) || error.status === 0 || error.status >= 500;

export function useSharedBooking(token: string | null) {
  return useSWR(sharedBookingKey(token), ([, t]) => getSharedBooking(t), {
    shouldRetryOnError: retryable,
    revalidateOnFocus: false,
  });
}
