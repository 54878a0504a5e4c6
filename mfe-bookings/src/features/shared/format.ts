import { BOOKING_STATUS_LABELS, type BookingListItem, type BookingStatus, type TemperatureRange, type TransportMode } from '@freightdeck/contracts';
import { formatDate } from '@freightdeck/ui';

// Cargo figures are the ui kit's, shared with the quotations remote and the shipment form.
export { formatChargeable, formatCount, formatVolume, formatWeight } from '@freightdeck/ui';

/**
 * How booking figures and dates read everywhere in the bookings remote (list, details, print,
 * delivery, widget): one place, so "1,234.5 kg" and "SIN → FRA" look the same on every page.
 * English number formatting, as the rest of the portal; dates through the ui date presets.
 */
const LOCALE = 'en';
const MISSING = '–';

const number = (value: number, maxDigits: number, minDigits = 0) =>
  new Intl.NumberFormat(LOCALE, { maximumFractionDigits: maxDigits, minimumFractionDigits: minDigits }).format(value);

const known = (value: number | null | undefined): value is number => typeof value === 'number' && Number.isFinite(value);

/** "SIN → FRA". */
export function formatRoute(origin: string, destination: string): string {
  return `${origin} → ${destination}`;
}

export const MODE_LABELS: Readonly<Record<TransportMode, string>> = { AIR: 'Air', SEA: 'Sea' };

/** "Air", "Sea FCL", "Sea LCL". */
export function formatMode(mode: TransportMode, seaLoad?: BookingListItem['seaLoad']): string {
  return mode === 'SEA' && seaLoad ? `${MODE_LABELS.SEA} ${seaLoad}` : MODE_LABELS[mode];
}

/** "850 kg CO2e", "12.4 t CO2e" from 10 t up; null (emissions not computable) reads "–". */
export function formatCo2e(kg: number | null | undefined): string {
  if (!known(kg)) return MISSING;
  if (Math.abs(kg) >= 10_000) return `${number(kg / 1000, 1)} t CO2e`;
  return `${number(kg, kg < 10 ? 2 : 0)} kg CO2e`;
}

/** "USD 1,234.50" in the currency's own minor units; an unknown code still shows its amount. */
export function formatMoney(amount: number, currency: string): string {
  try {
    return new Intl.NumberFormat(LOCALE, { style: 'currency', currency, currencyDisplay: 'code' }).format(amount).replace(/\u00a0/g, ' ');
  } catch {
    return `${currency} ${number(amount, 2, 2)}`;
  }
}

/** Totals in several currencies are never added up: "USD 1,200.00 + EUR 80.00". */
export function formatMoneyTotals(totals: readonly { amount: number; currency: string }[]): string {
  return totals.length ? totals.map((t) => formatMoney(t.amount, t.currency)).join(' + ') : MISSING;
}

/** "1,234.57": a plain figure to at most `digits` decimals. */
export function formatNumber(value: number, digits = 2): string {
  return number(value, digits);
}

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

/** A calendar day (`2026-12-01`) or an instant, as a date. */
export function formatDay(value: string | null | undefined): string {
  return formatDate(value, 'date') || MISSING;
}

/** An instant in the reader's time zone; `missing` is what an absent one reads. */
export function formatInstant(value: string | null | undefined, missing: string = MISSING): string {
  return formatDate(value, 'dateTime') || missing;
}

const OFFSET_INSTANT = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(?::\d{2}(?:\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * A departure or arrival as schedules publish it: the local time at the airport or port with
 * its UTC offset, not converted to the reader's zone (a printed booking travels).
 */
export function formatLocalTime(value: string | null): string {
  if (!value) return MISSING;
  const match = OFFSET_INSTANT.exec(value);
  if (!match) return formatInstant(value);
  const [, day, time, offset] = match;
  return `${formatDate(day, 'date')} ${time} UTC${offset === 'Z' ? '' : offset}`;
}

/** "Confirmed"; a status this build does not know reads as its code. */
export function statusLabel(status: string): string {
  return BOOKING_STATUS_LABELS[status as BookingStatus] ?? status;
}

/** Free text as entered, or "–" when there is none. */
export function orDash(value: string | null | undefined): string {
  return value && value.trim() ? value : MISSING;
}
