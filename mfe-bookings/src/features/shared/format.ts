import { BOOKING_STATUS_LABELS, type BookingListItem, type BookingStatus, type TemperatureRange, type TransportMode } from '@freightdeck/contracts';
import { formatCount as formatCountFact, formatInstant as formatInstantIn, formatNumber, formatPlaceTime, MISSING } from '@freightdeck/ui';

// One formatter per kind of fact is the ui kit's (docs/product/formats.md): every remote writes a
// weight, an amount, an instant, a phone or a country the same way. What follows is the bookings
// remote's own (routes, modes, statuses, file sizes, temperatures).
export {
  formatChargeable, formatCo2e, formatCount, formatDay, formatMoney, formatMoneyTotals, formatNumber, formatPlaceTime, formatVolume, formatWeight,
} from '@freightdeck/ui';

/** "1 booking", "2 bookings": a count with its noun in the right number. */
export function countOf(n: number, noun: string, plural = `${noun}s`): string {
  return `${formatCountFact(n)} ${n === 1 ? noun : plural}`;
}

/** "SIN → FRA". */
export function formatRoute(origin: string, destination: string): string {
  return `${origin} → ${destination}`;
}

export const MODE_LABELS: Readonly<Record<TransportMode, string>> = { AIR: 'Air', SEA: 'Sea' };

/** "Air", "Sea FCL", "Sea LCL". */
export function formatMode(mode: TransportMode, seaLoad?: BookingListItem['seaLoad']): string {
  return mode === 'SEA' && seaLoad ? `${MODE_LABELS.SEA} ${seaLoad}` : MODE_LABELS[mode];
}

/** An instant in the reader's time zone; `missing` is what an absent one reads. */
export function formatInstant(value: string | null | undefined, missing: string = MISSING): string {
  return formatInstantIn(value, 'reader', missing);
}

/**
 * A departure or arrival as schedules publish it: the local time at the airport or port with
 * its UTC offset, not converted to the reader's zone (a printed booking travels).
 */
export const formatLocalTime = (value: string | null | undefined): string => formatPlaceTime(value);

/** "512 B", "1.5 KB", "10 MB". */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${formatNumber(bytes / 1024, 1)} KB`;
  return `${formatNumber(bytes / (1024 * 1024), 1)} MB`;
}

/** "4.5 °C". */
export function formatCelsius(celsius: number): string {
  return `${formatNumber(celsius, 1)} °C`;
}

const signed = (celsius: number) => `${celsius > 0 ? '+' : ''}${formatNumber(celsius, 1)}`;

/** "+2 to +8 °C" (signed, as a temperature range is written on a shipping document); none reads "–". */
export function formatTemperatureRange(range: TemperatureRange | null): string {
  return range ? `${signed(range.minC)} to ${signed(range.maxC)} °C` : MISSING;
}

/** "Confirmed"; a status this build does not know reads as its code. */
export function statusLabel(status: string): string {
  return BOOKING_STATUS_LABELS[status as BookingStatus] ?? status;
}

/** Free text as entered, or "–" when there is none. */
export function orDash(value: string | null | undefined): string {
  return value && value.trim() ? value : MISSING;
}
