import fc from 'fast-check';
import { cover } from '../../../src/modules/reports/buckets';

const Q = 15 * 60_000;
const at = (iso: string) => new Date(iso);

describe('cover: an interval as a signed sum of month, day and quarter-hour ranges', () => {
  it('a Berlin day is one UTC day, plus the hour before it, minus its last hour', () => {
    expect(cover(at('2026-03-09T23:00:00Z'), at('2026-03-10T23:00:00Z')).map((r) => `${r.sign > 0 ? '+' : '-'}${r.grain} ${r.lo.toISOString()} ${r.hi.toISOString()}`)).toEqual([
      '+d 2026-03-10T00:00:00.000Z 2026-03-11T00:00:00.000Z',
      '+q 2026-03-09T23:00:00.000Z 2026-03-10T00:00:00.000Z',
      '-q 2026-03-10T23:00:00.000Z 2026-03-11T00:00:00.000Z',
    ]);
  });

  it('reads the fewer days: 1–27 November is November minus its last four days, 3–10 February its seven days', () => {
    const show = (lo: string, hi: string) => cover(at(lo), at(hi)).map((r) => `${r.sign > 0 ? '+' : '-'}${r.grain} ${r.lo.toISOString().slice(0, 10)} ${r.hi.toISOString().slice(0, 10)}`);
    expect(show('2026-11-01T00:00:00Z', '2026-11-27T00:00:00Z')).toEqual(['+m 2026-11-01 2026-12-01', '-d 2026-11-27 2026-12-01']);
    expect(show('2026-02-03T00:00:00Z', '2026-02-28T00:00:00Z')).toEqual(['+m 2026-02-01 2026-03-01', '-d 2026-02-01 2026-02-03', '-d 2026-02-28 2026-03-01']);
    expect(show('2026-02-03T00:00:00Z', '2026-02-10T00:00:00Z')).toEqual(['+d 2026-02-03 2026-02-10']);
    expect(show('2025-11-29T00:00:00Z', '2026-11-27T00:00:00Z')).toEqual(['+m 2025-12-01 2026-12-01', '+d 2025-11-29 2025-12-01', '-d 2026-11-27 2026-12-01']);
  });

  it('covers every quarter-hour of the interval exactly once, and nothing outside it', () => {
    const start = Date.UTC(2025, 10, 20);
    fc.assert(fc.property(fc.integer({ min: 0, max: 96 * 70 }), fc.integer({ min: 1, max: 96 * 140 }), (from, length) => {
      const lo = start + from * Q;
      const hi = lo + length * Q;
      const net = new Map<number, number>();
      for (const r of cover(new Date(lo), new Date(hi))) {
        for (let t = r.lo.getTime(); t < r.hi.getTime(); t += Q) net.set(t, (net.get(t) ?? 0) + r.sign);
      }
      const wrong = [...net].filter(([t, n]) => n !== (t >= lo && t < hi ? 1 : 0));
      let missing = 0;
      for (let t = lo; t < hi; t += Q) if (net.get(t) !== 1) missing += 1;
      return wrong.length === 0 && missing === 0;
    }), { numRuns: 300 });
  });
});
