/** A schedule search as the address holds it (docs/product/schedules.md#the-schedules-page), so a search can be shared. */
export interface ScheduleQuery {
  mode: 'AIR' | 'SEA';
  origin: string;
  destination: string;
  from: string;
  to: string;
  directOnly: boolean;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export const isoDay = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The default range: today and the 6 days after. */
export function defaultRange(today: Date = new Date()): { from: string; to: string } {
  const from = isoDay(today);
  return { from, to: addDays(from, 6) };
}

/** The query of the address, with defaults; `complete` when there is something to search. */
export function readQuery(params: URLSearchParams, today: Date = new Date()): ScheduleQuery & { complete: boolean } {
  const range = defaultRange(today);
  const from = DATE.test(params.get('from') ?? '') ? params.get('from')! : range.from;
  const to = DATE.test(params.get('to') ?? '') ? params.get('to')! : addDays(from, 6);
  const query: ScheduleQuery = {
    mode: params.get('mode') === 'SEA' ? 'SEA' : 'AIR',
    origin: (params.get('origin') ?? '').toUpperCase(),
    destination: (params.get('destination') ?? '').toUpperCase(),
    from,
    to,
    directOnly: params.get('directOnly') === 'true',
  };
  return { ...query, complete: query.origin !== '' && query.destination !== '' };
}

export function queryParams(q: ScheduleQuery): URLSearchParams {
  const params = new URLSearchParams({ mode: q.mode, origin: q.origin, destination: q.destination, from: q.from, to: q.to });
  if (q.directOnly) params.set('directOnly', 'true');
  return params;
}

/** The same search moved by whole weeks (the week strip). */
export function shiftWeeks(q: ScheduleQuery, weeks: number): ScheduleQuery {
  return { ...q, from: addDays(q.from, weeks * 7), to: addDays(q.to, weeks * 7) };
}
