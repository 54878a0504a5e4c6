/**
 * The rollups' grains (src/db/schema/reports.ts): a UTC month, a UTC day, a quarter of an hour.
 * `cover` writes an interval whose ends fall on quarter-hours (the start of a local day does in
 * every time zone) as a signed sum of grain ranges: the whole UTC days between the UTC midnights
 * nearest its ends (whole UTC months where they fit), plus the quarter-hours from its start to the
 * first of those midnights, or minus those from that midnight to its start when the start lies
 * after it (and the same at its end). A local day in Berlin is one UTC day, plus the hour before
 * it, minus its last hour: one day bucket and eight quarter-hour buckets, not 96 quarter-hours.
 */
export type Grain = 'm' | 'd' | 'q';
export interface GrainRange { grain: Grain; lo: Date; hi: Date; sign: 1 | -1 }

const QUARTER = 15 * 60_000;
const DAY = 86_400_000;

const isMonthStart = (t: number) => t % DAY === 0 && new Date(t).getUTCDate() === 1;
const nextUtcMonth = (t: number) => { const d = new Date(t); return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1); };
const nearestMidnight = (t: number) => Math.round(t / DAY) * DAY;

export function cover(lo: Date, hi: Date): GrainRange[] {
  if (lo.getTime() % QUARTER !== 0 || hi.getTime() % QUARTER !== 0) throw new Error('cover: ends must fall on quarter-hours');
  const a = lo.getTime();
  const b = hi.getTime();
  if (a >= b) return [];
  const A = nearestMidnight(a);
  const B = nearestMidnight(b);
  const range = (grain: Grain, x: number, y: number, sign: 1 | -1 = 1): GrainRange => ({ grain, lo: new Date(x), hi: new Date(y), sign });
  // Shorter than the day around it: the quarter-hours themselves.
  if (A >= B) return [range('q', a, b)];
  const out: GrainRange[] = [];
  const push = (grain: Grain, x: number, y: number) => {
    const last = out[out.length - 1];
    if (last && last.grain === grain && last.hi.getTime() === x) last.hi = new Date(y);
    else out.push(range(grain, x, y));
  };
  for (let t = A; t < B;) {
    if (isMonthStart(t) && nextUtcMonth(t) <= B) { push('m', t, nextUtcMonth(t)); t = nextUtcMonth(t); }
    else { push('d', t, t + DAY); t += DAY; }
  }
  if (a < A) out.push(range('q', a, A));
  if (a > A) out.push(range('q', A, a, -1));
  if (b > B) out.push(range('q', B, b));
  if (b < B) out.push(range('q', b, B, -1));
  return out;
}
