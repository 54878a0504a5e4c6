import useSWR from 'swr';
import { apiClient } from '@freightdeck/auth';
import type {
  Booking, ConfirmBookingInput, DeliverBookingInput, RevisionDecisionInput, UpdateBookingInput,
} from '@freightdeck/contracts';

/** `GET /v1/bookings/{idOrRef}`: the booking with its history, revisions, allowed actions and watch flag. */
export const bookingKey = (idOrRef: string) => `/bookings/${encodeURIComponent(idOrRef)}`;
export const useBooking = (idOrRef: string) => useSWR<Booking>(idOrRef ? bookingKey(idOrRef) : null, (key: string) => apiClient.get<Booking>(key));

const base = (booking: Pick<Booking, 'id'>) => `/bookings/${encodeURIComponent(booking.id)}`;

// Status changes name the version on screen: if someone changed the booking meanwhile the server
// answers 409 CONFLICT ("changed since you read it") instead of, say, cancelling a booking that
// operations confirmed a moment ago.
const onVersion = <T extends object>(b: Booking, body: T) => ({ ...body, expectedVersion: b.version });

/** A status change; when it is refused with 409 (changed meanwhile, or no longer allowed) the booking is reloaded before the refusal is shown. */
export async function reloadingOnConflict<T>(change: Promise<T>, reload?: () => Promise<void>): Promise<T> {
  try {
    return await change;
  } catch (error) {
    if ((error as { status?: number }).status === 409) await reload?.();
    throw error;
  }
}

export const cancelBooking = (b: Booking, body: { reason: string }) => apiClient.post<Booking>(`${base(b)}/cancel`, onVersion(b, body));
export const confirmBooking = (b: Booking, body: ConfirmBookingInput) => apiClient.post<Booking>(`${base(b)}/confirm`, onVersion(b, body));
export const recordMilestone = (b: Booking, milestone: 'depart' | 'arrive', body: { at?: string; remarks?: string }) =>
  apiClient.post<Booking>(`${base(b)}/${milestone}`, onVersion(b, body));
export const deliverBooking = (b: Booking, body: DeliverBookingInput) => apiClient.post<Booking>(`${base(b)}/deliver`, onVersion(b, body));
/** PENDING: applied at once; CONFIRMED: becomes a REQUESTED revision. */
export const updateBooking = (b: Booking, body: UpdateBookingInput) => apiClient.patch<Booking>(base(b), body);
export const decideRevision = (b: Booking, revisionId: string, body: RevisionDecisionInput) =>
  apiClient.patch<Booking>(`${base(b)}/revisions/${encodeURIComponent(revisionId)}`, body);
