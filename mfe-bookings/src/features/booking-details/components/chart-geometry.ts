import type { ReadingSeries } from '@freightdeck/contracts';

export const CHART = { width: 640, height: 220, left: 48, right: 12, top: 12, bottom: 28 } as const;

export interface ChartPoint {
  x: number;
  y: number;
  at: string;
  temperatureC: number;
  excursion: boolean;
}

export interface ChartGeometry {
  points: ChartPoint[];
  /** The allowed range as a band (y of its top and its height); null when the booking has none. */
  band: { y: number; height: number } | null;
  /** Ticks of the temperature axis, in °C with their y. */
  ticks: { value: number; y: number }[];
  minC: number;
  maxC: number;
}

/**
 * Scales readings into the chart's box: time left to right, temperature bottom to top. The
 * temperature axis always shows the allowed range, so a series inside it still shows where
 * the limits are, with one degree of margin.
 */
export function chartGeometry(series: ReadingSeries): ChartGeometry {
  const temps = series.readings.map((r) => r.temperatureC);
  const minC = Math.min(...temps);
  const maxC = Math.max(...temps);
  const low = Math.floor(Math.min(minC, series.range?.minC ?? minC) - 1);
  const high = Math.ceil(Math.max(maxC, series.range?.maxC ?? maxC) + 1);
  const times = series.readings.map((r) => Date.parse(r.at));
  const first = Math.min(...times);
  const span = Math.max(...times) - first || 1;
  const innerW = CHART.width - CHART.left - CHART.right;
  const innerH = CHART.height - CHART.top - CHART.bottom;
  const y = (c: number) => CHART.top + ((high - c) / (high - low)) * innerH;
  const points = series.readings.map((r, i) => ({
    x: CHART.left + (series.readings.length === 1 ? innerW / 2 : (((times[i] ?? first) - first) / span) * innerW),
    y: y(r.temperatureC),
    at: r.at,
    temperatureC: r.temperatureC,
    excursion: r.excursion,
  }));
  const band = series.range ? { y: y(series.range.maxC), height: y(series.range.minC) - y(series.range.maxC) } : null;
  const step = Math.max(1, Math.ceil((high - low) / 5));
  const ticks: { value: number; y: number }[] = [];
  for (let v = low; v <= high; v += step) ticks.push({ value: v, y: y(v) });
  return { points, band, ticks, minC, maxC };
}
