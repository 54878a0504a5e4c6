import { detailsReadings } from '../../../testing/canned-details';
import { CHART, chartGeometry } from './chart-geometry';

describe('chartGeometry', () => {
  it('runs time left to right and temperature bottom to top, the band covering the allowed range', () => {
    const g = chartGeometry(detailsReadings);
    expect(g.points[0]?.x).toBe(CHART.left);
    expect(g.points.at(-1)?.x).toBe(CHART.width - CHART.right);
    const hottest = g.points.find((p) => p.temperatureC === 9.4);
    const coldest = g.points.find((p) => p.temperatureC === 3.1);
    expect(hottest!.y).toBeLessThan(coldest!.y);
    expect(g.band!.y).toBeGreaterThan(hottest!.y); // 9.4 °C is above the band's top (8 °C)
    expect(g.band!.y + g.band!.height).toBeGreaterThan(coldest!.y); // 3.1 °C is inside it
    expect(g.points.filter((p) => p.excursion).map((p) => p.temperatureC)).toEqual([8.9, 9.4]);
    expect([g.minC, g.maxC]).toEqual([3.1, 9.4]);
  });

  it('keeps the whole range on the axis when every reading is inside it, and has no band without a range', () => {
    const inside = { ...detailsReadings, readings: [{ at: '2026-11-19T00:00:00Z', temperatureC: 5, excursion: false }] };
    const g = chartGeometry(inside);
    expect(g.ticks[0]!.value).toBeLessThanOrEqual(1);
    expect(g.ticks.at(-1)!.value).toBeGreaterThanOrEqual(8);
    expect(g.points[0]?.x).toBe(CHART.left + (CHART.width - CHART.left - CHART.right) / 2);
    expect(chartGeometry({ ...inside, range: null }).band).toBeNull();
  });
});
