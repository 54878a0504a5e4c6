/**
 * The rollups' grains (src/db/schema/reports.ts): a UTC month, a UTC day, a quarter of an hour.
 * `cover` writes an interval whose ends fall on quarter-hours (the start of a local day does in
 * every time zone) as a signed sum of grain ranges, reading as few buckets as it can:
 * - the quarter-hours between each end and the UTC midnight nearest it, added or subtracted: a
 *   local day in Berlin is one UTC day, plus the hour before it, minus its last hour (one day
 *   bucket and eight quarter-hours, not 96 quarter-hours);
 * - between those midnights, whole UTC months where they fit, and at each end of them the days to
 *   the month's edge, added, or the whole month minus the days outside the interval, whichever
 *   reads fewer days: 1 November to 27 November is November minus 27–30 November (one month and
 *   four days, not 26 days).
 */
export type Grain = 'm' | 'd' | 'q';
export interface GrainRange { grain: Grain; lo: Date; hi: Date; sign: 1 | -1 }

const QUARTER = 15 * 60_000;
const DAY = 86_400_000;

const monthStartOf = (t: number) => { const d = new Date(t); return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1); };
const nextUtcMonth = (t: number) => { const d = new Date(t); return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1); };
const nearestMidnight = (t: number) => Math.round(t / DAY) * DAY;

/** Whole UTC days [A, B) (midnights) as months and days, signed, fewest days first. */
function days(A: number, B: number): GrainRange[] {
  const range = (grain: Grain, x: number, y: number, sign: 1 | -1 = 1): GrainRange => ({ grain, lo: new Date(x), hi: new Date(y), sign });
  const first = monthStartOf(A) === A ? A : nextUtcMonth(A);
  const last = monthStartOf(B);
  if (first > last) {
    // Inside one month: its days, or the month minus the days before and after.
    const ms = monthStartOf(A);
    const me = nextUtcMonth(A);
    if ((B - A) <= (A - ms) + (me - B)) return [range('d', A, B)];
    return [range('m', ms, me), ...(A > ms ? [range('d', ms, A, -1)] : []), ...(me > B ? [range('d', B, me, -1)] : [])];
  }
  const out: GrainRange[] = [];
  let lo = first;
  let hi = last;
  if (A < first) {
    const before = monthStartOf(A);
    if (first - A <= A - before) out.push(range('d', A, first));
    else { lo = before; out.push(range('d', before, A, -1)); }
  }
  if (B > last) {
    const after = nextUtcMonth(last);
    if (B - last <= after - B) out.push(range('d', last, B));
    else { hi = after; out.push(range('d', B, after, -1)); }
  }
  return lo < hi ? [range('m', lo, hi), ...out] : out;
}

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
  const out = days(A, B);
  if (a < A) out.push(range('q', a, A));
  if (a > A) out.push(range('q', A, a, -1));
  if (b > B) out.push(range('q', B, b));
  if (b < B) out.push(range('q', b, B, -1));
  return out;
}
