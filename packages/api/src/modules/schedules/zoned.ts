import { TZDate } from '@date-fns/tz';

/** The instant of a local wall-clock time ('2026-12-01', '23:55') in an IANA zone (DST-aware, via @date-fns/tz). */
export function zonedInstant(date: string, time: string, timeZone: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  return new Date(new TZDate(y, m - 1, d, hh, mm, timeZone).getTime());
}

const pad = (n: number) => String(n).padStart(2, '0');

const HOUR = 3_600_000;
const offsets = new Map<string, Map<number, number>>();

/**
 * The zone's UTC offset in minutes at an instant, cached per zone and UTC hour (zones change
 * offset on whole hours): the search answers hundreds of times per request, and a TZDate or an
 * Intl call each time cost more than the SQL (bench:schedules).
 */
function offsetMinutes(at: number, timeZone: string): number {
  let byHour = offsets.get(timeZone);
  if (!byHour) offsets.set(timeZone, (byHour = new Map()));
  const hour = Math.floor(at / HOUR);
  let offset = byHour.get(hour);
  if (offset === undefined) {
    offset = -new TZDate(hour * HOUR, timeZone).getTimezoneOffset();
    if (byHour.size > 20_000) byHour.clear();
    byHour.set(hour, offset);
  }
  return offset;
}

/** Local wall-clock time of an instant in a zone, as 'YYYY-MM-DDTHH:mm', and its UTC offset ('+08:00'). */
export function localTime(at: Date, timeZone: string): { local: string; utcOffset: string } {
  const offset = offsetMinutes(at.getTime(), timeZone);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return {
    local: new Date(at.getTime() + offset * 60_000).toISOString().slice(0, 16),
    utcOffset: `${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`,
  };
}

/** ISO date plus n days ('2026-12-31' + 1 → '2027-01-01'). */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** ISO weekday of a date, 1 = Monday … 7 = Sunday. */
export function isoWeekday(date: string): number {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}
