import { apiClient } from '@freightdeck/auth';
import type { Booking, BookingDraft, SaveBookingDraftInput } from '@freightdeck/contracts';
import type { BookingInputDraft } from './to-booking-input';

export const DRAFTS_PATH = '/bookings/drafts';
export const draftPath = (id: string) => `${DRAFTS_PATH}/${encodeURIComponent(id)}`;

/** `POST /v1/bookings` with the attempt's Idempotency-Key (a retry sends the same key: no second booking). */
export const createBooking = (body: BookingInputDraft, idempotencyKey: string) =>
  apiClient.post<Booking>('/bookings', body, { headers: { 'Idempotency-Key': idempotencyKey } });

export const getDraft = (id: string) => apiClient.get<BookingDraft>(draftPath(id));

/** The first save creates the draft; later saves replace it. */
export const saveDraft = (id: string | null, body: SaveBookingDraftInput) =>
  (id ? apiClient.patch<BookingDraft>(draftPath(id), body) : apiClient.post<BookingDraft>(DRAFTS_PATH, body));

/** A new key per submission attempt (RFC 9562 v4 UUID where the browser has one). */
export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
