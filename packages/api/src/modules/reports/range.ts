import type { ReportQuery, ReportRange } from '@freightdeck/contracts';
import { errors } from '../../lib/app-error';
import type { LabelledRange } from './aggregate';
import { addDays, addMonths, dayOf, monthOf, nextMonth, startOfDay } from './time-zone';

/** At most ten years of booking dates in one report. */
const MAX_DAYS = 3660;

/** The report's dates (booking dates or departures; local days, inclusive) in the caller's zone; defaults: the last 12 months to today. */
export function resolveRange(query: Pick<ReportQuery, 'from' | 'to'> & { dateBasis?: ReportQuery['dateBasis'] }, timeZone: string, now: Date): ReportRange {
  const today = dayOf(now, timeZone);
  const to = query.to ?? today;
  const from = query.from ?? `${addMonths(monthOf(to), -11)}-01`;
  const invalid = [from, to].find((d) => Number.isNaN(Date.parse(`${d}T00:00:00Z`)) || new Date(`${d}T00:00:00Z`).toISOString().slice(0, 10) !== d);
  if (invalid) throw errors.validation([{ path: invalid === from ? 'from' : 'to', message: `${invalid} is not a date` }]);
  if (from > to) throw errors.validation([{ path: 'from', message: 'from must not be after to' }]);
  if ((Date.parse(to) - Date.parse(from)) / 86_400_000 > MAX_DAYS) throw errors.validation([{ path: 'from', message: 'A report covers at most ten years' }]);
  return { from, to, timeZone, dateBasis: query.dateBasis ?? 'BOOKING_DATE' };
}

/** The whole range as one interval. */
export function wholeRange(range: ReportRange): LabelledRange[] {
  return [{ label: 'all', lo: startOfDay(range.from, range.timeZone), hi: startOfDay(addDays(range.to, 1), range.timeZone) }];
}

/** One interval per local month of the range (`YYYY-MM`), clipped to the range, every month present. */
export function monthRanges(range: ReportRange): LabelledRange[] {
  const out: LabelledRange[] = [];
  const end = addDays(range.to, 1);
  for (let m = monthOf(range.from); m <= monthOf(range.to); m = nextMonth(m)) {
    const loDay = `${m}-01` < range.from ? range.from : `${m}-01`;
    const hiDay = `${nextMonth(m)}-01` > end ? end : `${nextMonth(m)}-01`;
    out.push({ label: m, lo: startOfDay(loDay, range.timeZone), hi: startOfDay(hiDay, range.timeZone) });
  }
  return out;
}

/** One interval per local day of the range (`YYYY-MM-DD`). */
export function dayRanges(range: ReportRange): LabelledRange[] {
  const out: LabelledRange[] = [];
  for (let d = range.from; d <= range.to; d = addDays(d, 1)) {
    out.push({ label: d, lo: startOfDay(d, range.timeZone), hi: startOfDay(addDays(d, 1), range.timeZone) });
  }
  return out;
}
