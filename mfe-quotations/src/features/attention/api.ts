import useSWR from 'swr';
import { apiClient } from '@freightdeck/auth';
import { quotationApi, type QuotationPage } from '@freightdeck/contracts';
import { ATTENTION_ROWS, dateToIso } from '@freightdeck/ui';

/** The last day of "this week": today and the 7 days after it (as the summary counts it). */
export function weekEnd(now = new Date()): string {
  const d = new Date(now);
  d.setDate(d.getDate() + 7);
  return dateToIso(d);
}

/** The list query of each home widget, also the filter of its "See all" link. */
export const expiringQuery = (now = new Date()) => ({ status: ['ISSUED', 'ACCEPTED'], expiringBefore: weekEnd(now), sort: 'validUntil' });
export const toPriceQuery = { status: ['REQUESTED'], sort: 'createdAt' };

const useFirstRows = (key: string, query: Record<string, string | string[]>) =>
  useSWR([quotationApi.quotations, key, query] as const, ([path, , q]) => apiClient.get<QuotationPage>(path, { query: { ...q, page: 1, pageSize: ATTENTION_ROWS } }));

/** Issued or accepted quotations whose validity ends this week, the soonest first (caller's scope). */
export const useExpiringQuotations = () => useFirstRows('attention-expiring', expiringQuery());

/** Requests waiting for the pricing desk, the oldest first. */
export const useRequestsToPrice = () => useFirstRows('attention-to-price', toPriceQuery);
