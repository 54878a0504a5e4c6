import useSWR from 'swr';
import { apiClient } from '@freightdeck/auth';
import { quotationApi, type QuotationDraft, type SaveQuotationDraftInput } from '@freightdeck/contracts';

export type DraftPage = { items: Omit<QuotationDraft, 'data'>[]; total: number; page: number; pageSize: number };

export const getDraft = (id: string) => apiClient.get<QuotationDraft>(quotationApi.draft(id));
export const draftsKey = (q: string, page: number) => [quotationApi.drafts, q, page] as const;
export function useDrafts(q: string, page: number, enabled = true) {
  return useSWR(enabled ? draftsKey(q, page) : null, () => apiClient.get<DraftPage>(quotationApi.drafts, { query: { q, page, pageSize: 20 } }), { keepPreviousData: true });
}
/** The first save creates the draft; later saves replace it. */
export const saveDraft = (id: string | null, body: SaveQuotationDraftInput) =>
  (id ? apiClient.patch<QuotationDraft>(quotationApi.draft(id), body) : apiClient.post<QuotationDraft>(quotationApi.drafts, body));
export const deleteDraft = (id: string) => apiClient.delete<void>(quotationApi.draft(id));
