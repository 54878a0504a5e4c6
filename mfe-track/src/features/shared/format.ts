import type { Punctuality, TimelineEvent } from '@freightdeck/contracts';

const pad = (n: number) => String(n).padStart(2, '0');
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `+01:00` → minutes east of UTC. */
export function offsetMinutes(offset: string): number {
  const m = /^([+-])(\d{2}):(\d{2})$/.exec(offset);
  if (!m) return 0;
  return (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3]));
}

/**
 * The place's local time of an instant, with its zone: `21 Nov 06:10 (UTC+01:00)`. Without an
 * offset (none was reported) the time is told in UTC.
 */
export function localTime(iso: string, offset: string | null): string {
  const shifted = new Date(Date.parse(iso) + offsetMinutes(offset ?? '+00:00') * 60_000);
  const zone = offset && offset !== '+00:00' ? `UTC${offset}` : 'UTC';
  return `${pad(shifted.getUTCDate())} ${MONTHS[shifted.getUTCMonth()]} ${shifted.getUTCFullYear()} ${pad(shifted.getUTCHours())}:${pad(shifted.getUTCMinutes())} (${zone})`;
}

/** An instant in UTC, for ETAs (which carry no place's offset): `03 Dec 2026 11:00 UTC`. */
export const utcTime = (iso: string | null) => (iso ? localTime(iso, null).replace(' (UTC)', ' UTC') : '—');

export const CLASSIFIER_LABELS: Record<TimelineEvent['classifier'], string> = { ACT: 'Actual', EST: 'Estimated', PLN: 'Planned' };
export const PUNCTUALITY_LABELS: Record<Punctuality, string> = { LATE: 'Late', ON_TIME: 'On time', EARLY: 'Early', UNKNOWN: 'No plan' };
export const PUNCTUALITY_TONES = { LATE: 'danger', ON_TIME: 'success', EARLY: 'info', UNKNOWN: 'neutral' } as const;
export const STATUS_LABELS: Record<string, string> = { CONFIRMED: 'Confirmed', IN_TRANSIT: 'In transit', ARRIVED: 'Arrived', DELIVERED: 'Delivered' };
