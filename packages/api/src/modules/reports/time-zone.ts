import { errors } from '../../lib/app-error';

/**
 * Calendar arithmetic in the caller's time zone (the `X-TimeZone` header the portal sends;
 * docs/adr/016-reports-and-emissions.md). Days are `YYYY-MM-DD` strings; instants are Dates.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The IANA zone of the header, or UTC without one; 400 for a zone that does not exist. */
export function requestTimeZone(header: string | string[] | undefined): string {
  const value = (Array.isArray(header) ? header[0] : header)?.trim();
  if (!value) return 'UTC';
  try {
    formatter(value);
    return value;
  } catch {
    throw errors.validation([{ path: 'x-timezone', message: `${value} is not an IANA time zone` }], 'Unknown time zone');
  }
}

function localParts(timeZone: string, at: Date) {
  const parts = Object.fromEntries(formatter(timeZone).formatToParts(at).map((p) => [p.type, p.value]));
  return { y: Number(parts.year), m: Number(parts.month), d: Number(parts.day), h: Number(parts.hour), min: Number(parts.minute), s: Number(parts.second) };
}

/** How far the zone's wall clock is ahead of UTC at an instant, in ms. */
function offsetMs(timeZone: string, at: Date): number {
  const p = localParts(timeZone, at);
  return Date.UTC(p.y, p.m - 1, p.d, p.h, p.min, p.s) - Math.floor(at.getTime() / 1000) * 1000;
}

/** The instant a local day starts in the zone (midnight, or the first instant after a DST gap). */
export function startOfDay(day: string, timeZone: string): Date {
  const wall = Date.parse(`${day}T00:00:00Z`);
  let t = wall - offsetMs(timeZone, new Date(wall));
  t = wall - offsetMs(timeZone, new Date(t));
  return new Date(t);
}

/** The local day (YYYY-MM-DD) of an instant in the zone. */
export function dayOf(at: Date, timeZone: string): string {
  const p = localParts(timeZone, at);
  return `${p.y}-${String(p.m).padStart(2, '0')}-${String(p.d).padStart(2, '0')}`;
}

/** Calendar steps on plain days (no zone involved). */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}
export const monthOf = (day: string) => day.slice(0, 7);
export function nextMonth(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
}
export function addMonths(month: string, n: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + n;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}
/** ISO weekday of a plain day: Monday 1 … Sunday 7. */
export function weekdayOf(day: string): number {
  const d = new Date(`${day}T00:00:00Z`).getUTCDay();
  return d === 0 ? 7 : d;
}
