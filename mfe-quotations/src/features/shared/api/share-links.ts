import useSWR from 'swr';
import { apiClient } from '@freightdeck/auth';
import { quotationApi, type QuotationShareLink, type SharedQuotation } from '@freightdeck/contracts';

export const shareLinksKey = (id: string) => quotationApi.shareLinks(id);
export function useShareLinks(id: string, enabled: boolean) {
  return useSWR(enabled ? shareLinksKey(id) : null, () => apiClient.get<{ items: QuotationShareLink[] }>(quotationApi.shareLinks(id)));
}
export const createShareLink = (id: string, expiresInDays: number) => apiClient.post<QuotationShareLink>(quotationApi.shareLinks(id), { expiresInDays });
export const revokeShareLink = (id: string, linkId: string) => apiClient.delete<void>(quotationApi.shareLink(id, linkId));

/** The public pages' call: no credentials, by the link's token. */
export const getSharedQuotation = (token: string) => apiClient.get<SharedQuotation>(quotationApi.shareable(token), { auth: false });
export function useSharedQuotation(token: string | null) {
  return useSWR(token ? quotationApi.shareable(token) : null, () => getSharedQuotation(token!), { shouldRetryOnError: false, revalidateOnFocus: false });
}
