import useSWR from 'swr';
import { apiClient } from '@freightdeck/auth';
import {
  quotationApi, type CreateRateCardInput, type ImportRateCardsResult, type RateCard, type RateCardPage, type UpdateRateCardInput,
} from '@freightdeck/contracts';

export type RateCardApiQuery = Record<string, string | number | null | undefined>;
export const rateCardsKey = (query: RateCardApiQuery) => [quotationApi.rateCards, query] as const;
export function useRateCards(query: RateCardApiQuery | null) {
  return useSWR(query ? rateCardsKey(query) : null, ([, q]) => apiClient.get<RateCardPage>(quotationApi.rateCards, { query: q }), { keepPreviousData: true });
}
export const createRateCard = (body: CreateRateCardInput) => apiClient.post<RateCard>(quotationApi.rateCards, body);
export const updateRateCard = (id: string, body: UpdateRateCardInput) => apiClient.patch<RateCard>(quotationApi.rateCard(id), body);
export const deleteRateCard = (id: string) => apiClient.delete<void>(quotationApi.rateCard(id));
export const importRateCards = (csv: string, dryRun: boolean) => apiClient.post<ImportRateCardsResult>(quotationApi.rateCardImport, { csv, dryRun });
