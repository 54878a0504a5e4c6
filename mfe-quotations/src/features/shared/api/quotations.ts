import useSWR from 'swr';
import { apiClient } from '@freightdeck/auth';
import {
  quotationApi, type AcceptQuotationInput, type CreateQuotationInput, type DeclineQuotationInput, type Quotation,
  type QuotationPage, type QuotationSummary, type UpdateQuotationInput,
} from '@freightdeck/contracts';

/** One file per endpoint family: the quotation calls (docs/product/api.md#calls), their SWR keys and hooks. */
export type QuotationApiQuery = Record<string, string | number | string[] | null | undefined>;

export const quotationsKey = (query: QuotationApiQuery) => [quotationApi.quotations, query] as const;
export const getQuotations = (query: QuotationApiQuery, signal?: AbortSignal) => apiClient.get<QuotationPage>(quotationApi.quotations, { query, signal });

/** One page of quotations; the previous page stays on screen while the next one loads. */
export function useQuotations(query: QuotationApiQuery | null) {
  return useSWR(query ? quotationsKey(query) : null, ([, q]) => getQuotations(q), { keepPreviousData: true });
}

export const quotationKey = (id: string) => quotationApi.quotation(id);
export const getQuotation = (id: string) => apiClient.get<Quotation>(quotationApi.quotation(id));
export function useQuotation(id: string | null) {
  return useSWR(id ? quotationKey(id) : null, () => getQuotation(id!));
}

export const createQuotation = (body: CreateQuotationInput) => apiClient.post<Quotation>(quotationApi.quotations, body);
export const updateQuotation = (id: string, body: UpdateQuotationInput) => apiClient.patch<Quotation>(quotationApi.quotation(id), body);
export const submitQuotation = (id: string, body: { expectedVersion?: number }) => apiClient.post<Quotation>(quotationApi.submit(id), body);
export const issueQuotation = (id: string, body: { validUntil?: string; expectedVersion?: number }) => apiClient.post<Quotation>(quotationApi.issue(id), body);
export const acceptQuotation = (id: string, body: AcceptQuotationInput) => apiClient.post<Quotation>(quotationApi.accept(id), body);
export const declineQuotation = (id: string, body: DeclineQuotationInput) => apiClient.post<Quotation>(quotationApi.decline(id), body);

export const getSummary = () => apiClient.get<QuotationSummary>(quotationApi.summary);
export const useQuotationSummary = () => useSWR(quotationApi.summary, getSummary);
