import { formatDate } from '@freightdeck/ui';
import { BOOKING_STATUS_LABELS, type BookingStatus, type TemperatureRange } from '@freightdeck/contracts';

/**
 * Dates and the few figures the shared formatters (features/shared) do not cover; weights,
 * volumes, money, CO2e and routes come from there, so the print reads like the other pages.
 */
const DASH = '–';

export const formatNumber = (value: number, digits = 2): string => value.toLocaleString('en', { maximumFractionDigits: digits });

/** A calendar day (`2026-12-01`) or an instant, as a date. */
export const formatDay = (value: string | null | undefined): string => formatDate(value, 'date') || DASH;

/** An instant in the reader's time zone. */
export const formatInstant = (value: string | null | undefined): string => formatDate(value, 'dateTime') || DASH;

const OFFSET_INSTANT = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(?::\d{2}(?:\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * A departure or arrival as schedules publish it: the local time at the airport or port with
 * its UTC offset, not converted to the reader's zone (a printed booking travels).
 */
export function formatLocalTime(value: string | null): string {
  if (!value) return DASH;
  const match = OFFSET_INSTANT.exec(value);
  if (!match) return formatInstant(value);
  const [, day, time, offset] = match;
  return `${formatDate(day, 'date')} ${time} UTC${offset === 'Z' ? '' : offset}`;
}

const signed = (c: number) => `${c > 0 ? '+' : ''}${formatNumber(c, 1)}`;
export const formatTemperature = (range: TemperatureRange | null): string =>
  range ? `${signed(range.minC)} to ${signed(range.maxC)} °C` : DASH;

export const statusLabel = (status: string): string => BOOKING_STATUS_LABELS[status as BookingStatus] ?? status;

export const orDash = (value: string | null | undefined): string => (value && value.trim() ? value : DASH);
