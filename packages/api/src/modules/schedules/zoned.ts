import { TZDate } from '@date-fns/tz';

/** The instant of a local wall-clock time ('2026-12-01', '23:55') in an IANA zone (DST-aware, via @date-fns/tz). */
export function zonedInstant(date: string, time: string, timeZone: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  return new Date(new TZDate(y, m - 1, d, hh, mm, timeZone).getTime());
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Local wall-clock time of an instant in a zone, as 'YYYY-MM-DDTHH:mm', and its UTC offset ('+08:00'). */
export function localTime(at: Date, timeZone: string): { local: string; utcOffset: string } {
  const z = new TZDate(at.getTime(), timeZone);
  const offset = -z.getTimezoneOffset();
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return {
    local: `${z.getFullYear()}-${pad(z.getMonth() + 1)}-${pad(z.getDate())}T${pad(z.getHours())}:${pad(z.getMinutes())}`,
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
