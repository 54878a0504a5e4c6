import useSWR from 'swr';
import { apiClient } from '@freightdeck/auth';
import type { BookingDraft } from '@freightdeck/contracts';

/** A row of `GET /v1/bookings/drafts` (BookingDraftPageSchema): the draft without its data. */
export type DraftItem = Omit<BookingDraft, 'data'>;
export interface DraftPage { items: DraftItem[]; total: number; page: number; pageSize: number }
export interface DraftQuery { q: string; page: number; pageSize: number }

export const DRAFTS_PATH = '/bookings/drafts';

/** The caller's own drafts, newest change first (the API's order); the previous page stays while the next loads. */
export function useDrafts(query: DraftQuery | null) {
  return useSWR(query ? ([DRAFTS_PATH, query] as const) : null, ([path, q]) => apiClient.get<DraftPage>(path, { query: { ...q } }), { keepPreviousData: true });
}

export const deleteDraft = (id: string) => apiClient.delete<void>(`${DRAFTS_PATH}/${encodeURIComponent(id)}`);
