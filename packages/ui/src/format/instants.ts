import { formatDate } from '../dates';
import { MISSING } from './numbers';

/**
 * Where an instant is told: the reader's own zone (the default), UTC, or a place's UTC offset
 * (`+08:00`: the airport's or port's local time, as schedules and carriers publish it; a printed
 * booking travels, so it is not converted to the reader's zone).
 */
export type InstantZone = 'reader' | 'UTC' | { offset: string | null };

const OFFSET = /^([+-])(\d{2}):(\d{2})$/;
const WITH_OFFSET = /(Z|[+-]\d{2}:\d{2})$/;
const pad = (n: number) => String(n).padStart(2, '0');
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `+01:00` → minutes east of UTC (0 for anything else). */
export function offsetMinutes(offset: string | null | undefined): number {
  const m = OFFSET.exec(offset ?? '');
  if (!m) return 0;
  return (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3]));
}

/** The `dateTime` preset ("01 Dec 2026 23:45") of the wall clock `minutes` east of UTC. */
function shifted(ms: number, minutes: number): string {
  const d = new Date(ms + minutes * 60_000);
  return `${pad(d.getUTCDate())} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
}

/**
 * An instant as "01 Dec 2026 23:45": in the reader's zone by default; "… UTC" in UTC; at a place
 * "… (UTC+08:00)" (its offset; "(UTC)" when the place reported none). Missing or not an instant:
 * `missing` ("–").
 */
export function formatInstant(value: string | Date | null | undefined, zone: InstantZone = 'reader', missing: string = MISSING): string {
  if (value === null || value === undefined || value === '') return missing;
  if (zone === 'reader') return formatDate(value, 'dateTime') || missing;
  const ms = value instanceof Date ? value.getTime() : Date.parse(value);
  if (Number.isNaN(ms)) return missing;
  if (zone === 'UTC') return `${shifted(ms, 0)} UTC`;
  const offset = zone.offset && zone.offset !== '+00:00' && zone.offset !== '-00:00' ? zone.offset : null;
  return `${shifted(ms, offsetMinutes(offset))} (${offset ? `UTC${offset}` : 'UTC'})`;
}

/**
 * A local time written with its own offset (`2026-12-01T23:45:00+08:00`, a schedule's departure)
 * told at that place: "01 Dec 2026 23:45 (UTC+08:00)". Without an offset, in the reader's zone.
 */
export function formatPlaceTime(value: string | null | undefined, missing: string = MISSING): string {
  if (!value) return missing;
  const found = WITH_OFFSET.exec(value)?.[1];
  if (!found) return formatInstant(value, 'reader', missing);
  return formatInstant(value, { offset: found === 'Z' ? null : found }, missing);
}

/** A calendar day (`2026-12-01`) or an instant, as a date: "01 Dec 2026". */
export function formatDay(value: string | null | undefined, missing: string = MISSING): string {
  return formatDate(value, 'date') || missing;
}

/** ISO 8601 instants inside free text ("Expires 2026-12-02T02:44:32.478Z"), told as the page tells instants. */
export function formatInstantsIn(text: string, zone: InstantZone = 'reader'): string {
  return text.replace(/\b\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})/g, (iso) => formatInstant(iso, zone, iso));
}
