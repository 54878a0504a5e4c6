import useSWR from 'swr';
import { apiClient } from '@freightdeck/auth';
import type { BookingDraft, BookingPage } from '@freightdeck/contracts';
import { ATTENTION_ROWS } from '@freightdeck/ui';

/** A row of `GET /v1/bookings/drafts`: the draft without its data. */
export type DraftRow = Omit<BookingDraft, 'data'>;
export interface DraftRows { items: DraftRow[]; total: number }

/** The caller's own drafts, the last changed first (the API's order): `GET /v1/bookings/drafts`. */
export function useRecentDrafts() {
  return useSWR(['/bookings/drafts', 'attention'] as const, () => apiClient.get<DraftRows>('/bookings/drafts', { query: { page: 1, pageSize: ATTENTION_ROWS } }));
}

/** Pending bookings in the caller's scope, the oldest first: `GET /v1/bookings?status=PENDING&sort=createdAt`. */
export function usePendingBookings() {
  return useSWR(['/bookings', 'attention-pending'] as const, () => apiClient.get<BookingPage>('/bookings', { query: { status: 'PENDING', sort: 'createdAt', page: 1, pageSize: ATTENTION_ROWS } }));
}
