/**
 * The rollups' grains (src/db/schema/reports.ts): a UTC month, a UTC day, a quarter of an hour.
 * `cover` splits an interval whose ends fall on quarter-hours (the start of a local day does in
 * every time zone) into as few grain ranges as it can: quarter-hours up to the next UTC day,
 * days up to the next UTC month, whole months, then days and quarter-hours again.
 */
export type Grain = 'm' | 'd' | 'q';
export interface GrainRange { grain: Grain; lo: Date; hi: Date }

const QUARTER = 15 * 60_000;
const DAY = 86_400_000;

const isDayStart = (t: number) => t % DAY === 0;
const isMonthStart = (t: number) => isDayStart(t) && new Date(t).getUTCDate() === 1;
const nextUtcMonth = (t: number) => { const d = new Date(t); return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1); };

export function cover(lo: Date, hi: Date): GrainRange[] {
  if (lo.getTime() % QUARTER !== 0 || hi.getTime() % QUARTER !== 0) throw new Error('cover: ends must fall on quarter-hours');
  const out: GrainRange[] = [];
  const push = (grain: Grain, a: number, b: number) => {
    const last = out[out.length - 1];
    if (last && last.grain === grain && last.hi.getTime() === a) last.hi = new Date(b);
    else out.push({ grain, lo: new Date(a), hi: new Date(b) });
  };
  let t = lo.getTime();
  const end = hi.getTime();
  while (t < end) {
    if (isMonthStart(t) && nextUtcMonth(t) <= end) { push('m', t, nextUtcMonth(t)); t = nextUtcMonth(t); }
    else if (isDayStart(t) && t + DAY <= end) { push('d', t, t + DAY); t += DAY; }
    else { push('q', t, t + QUARTER); t += QUARTER; }
  }
  return out;
}
