import { BOOKING_STATUS_LABELS, type BookingListItem, type BookingPage } from '@freightdeck/contracts';
import { formatDate } from '@freightdeck/ui';
import { toCsv, type CsvValue } from './csv';

/** Rows fetched per call (the API's largest page) and at most per export, so one click cannot page through a whole database. */
export const EXPORT_PAGE_SIZE = 100;
export const EXPORT_MAX_ROWS = 5000;

const COLUMNS: readonly [string, (b: BookingListItem) => CsvValue][] = [
  ['Reference', (b) => b.ref],
  ['Status', (b) => BOOKING_STATUS_LABELS[b.status]],
  ['Mode', (b) => b.mode],
  ['Sea load', (b) => b.seaLoad],
  ['Origin', (b) => b.origin],
  ['Destination', (b) => b.destination],
  ['Organization', (b) => b.organization.name],
  ['Shipper', (b) => b.shipperCompany],
  ['Consignee', (b) => b.consigneeCompany],
  ['Customer reference', (b) => b.customerReference],
  ['Carrier reference', (b) => b.carrierReference],
  ['Cargo type', (b) => b.cargoType],
  ['Pieces', (b) => b.pieces],
  ['Gross weight (kg)', (b) => b.grossWeightKg],
  ['Chargeable', (b) => b.chargeable.value],
  ['Chargeable unit', (b) => b.chargeable.unit],
  ['CO2e (kg)', (b) => b.co2eKg],
  ['Cargo ready date', (b) => b.cargoReadyDate],
  ['Created at', (b) => b.createdAt],
  ['Watched', (b) => (b.watched ? 'yes' : 'no')],
];

export function bookingsCsv(bookings: readonly BookingListItem[]): string {
  return toCsv(COLUMNS.map(([name]) => name), bookings.map((b) => COLUMNS.map(([, value]) => value(b))));
}

/** `bookings-2026-11-23.csv`: the day of the export. */
export function exportFileName(now: Date = new Date()): string {
  return `bookings-${formatDate(now, 'isoDate')}.csv`;
}

export interface ExportProgress {
  fetched: number;
  /** What the server counted (a lower bound when not exact). */
  total: number;
}

export interface ExportResult {
  bookings: BookingListItem[];
  total: number;
  totalExact: boolean;
  /** More matched than the export's cap. */
  truncated: boolean;
}

/**
 * Every booking the filters match, page by page in the list's sort, up to `max` rows. Pages
 * are fetched one after another: the export is a background task, not worth loading the API.
 */
export async function fetchAllBookings(
  fetchPage: (page: number, pageSize: number) => Promise<BookingPage>,
  { max = EXPORT_MAX_ROWS, onProgress, signal }: { max?: number; onProgress?: (p: ExportProgress) => void; signal?: AbortSignal } = {},
): Promise<ExportResult> {
  const bookings: BookingListItem[] = [];
  const seen = new Set<string>();
  let page = 1;
  let dropped = false;
  for (;;) {
    signal?.throwIfAborted();
    const answer = await fetchPage(page, EXPORT_PAGE_SIZE);
    // A booking created while exporting shifts the pages; a row seen already is not written twice.
    for (const b of answer.items) {
      if (seen.has(b.id)) continue;
      if (bookings.length >= max) {
        dropped = true;
        continue;
      }
      seen.add(b.id);
      bookings.push(b);
    }
    onProgress?.({ fetched: bookings.length, total: answer.total });
    const lastPage = answer.items.length < EXPORT_PAGE_SIZE;
    if (lastPage || bookings.length >= max) {
      return { bookings, total: answer.total, totalExact: answer.totalExact, truncated: dropped || !lastPage };
    }
    page += 1;
  }
}
