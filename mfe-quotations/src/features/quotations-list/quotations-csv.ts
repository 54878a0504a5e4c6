import type { QuotationListItem, QuotationPage } from '@freightdeck/contracts';
import { formatDate, toCsv, type CsvValue } from '@freightdeck/ui';
import { QUOTATION_STATUS_LABELS } from '../shared';

/** Rows per call (the API's largest page) and at most per export. */
export const EXPORT_PAGE_SIZE = 100;
export const EXPORT_MAX_ROWS = 5000;

const COLUMNS: readonly [string, (q: QuotationListItem) => CsvValue][] = [
  ['Reference', (q) => q.ref],
  ['Status', (q) => QUOTATION_STATUS_LABELS[q.status]],
  ['Mode', (q) => q.mode],
  ['Sea load', (q) => q.seaLoad],
  ['Origin', (q) => q.origin],
  ['Destination', (q) => q.destination],
  ['Organization', (q) => q.organization.name],
  ['Requested by', (q) => q.requestedBy.name],
  ['Cargo type', (q) => q.cargoType],
  ['Commodity', (q) => q.commodity],
  ['Options', (q) => q.optionCount],
  ['Best price', (q) => q.bestPrice?.amount],
  ['Currency', (q) => q.bestPrice?.currency],
  ['Valid until', (q) => q.validUntil],
  ['Cargo ready date', (q) => q.cargoReadyDate],
  ['Booking', (q) => q.bookingRef],
  ['Created at', (q) => q.createdAt],
];

export const quotationsCsv = (rows: readonly QuotationListItem[]) => toCsv(COLUMNS.map(([n]) => n), rows.map((q) => COLUMNS.map(([, v]) => v(q))));
export const exportFileName = (now = new Date()) => `quotations-${formatDate(now, 'isoDate')}.csv`;

/** Every quotation the filters match, page by page in the list's sort, up to the cap. */
export async function fetchAllQuotations(fetchPage: (page: number, pageSize: number) => Promise<QuotationPage>, onProgress?: (fetched: number, total: number) => void) {
  const rows: QuotationListItem[] = [];
  let total = 0;
  for (let page = 1; rows.length < EXPORT_MAX_ROWS; page += 1) {
    const result = await fetchPage(page, EXPORT_PAGE_SIZE);
    total = result.total;
    rows.push(...result.items);
    onProgress?.(rows.length, total);
    if (result.items.length < EXPORT_PAGE_SIZE || rows.length >= total) break;
  }
  return { rows: rows.slice(0, EXPORT_MAX_ROWS), total, truncated: total > EXPORT_MAX_ROWS };
}
