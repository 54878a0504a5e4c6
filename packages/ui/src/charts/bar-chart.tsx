import { scaleBand, scaleLinear } from 'd3-scale';
import { ChartFrame } from './chart-frame';
import { formatNumber, withUnit, type ValueFormatter } from './format';
import { patternFill, seriesColor } from './palette';

export type BarSeries = { id: string; label: string; /** One value per category, in order. */ values: number[] };

export type BarChartProps = {
  title: string;
  /** The category labels ("Jan 2026", "FRA → JFK"), in the order drawn. */
  categories: string[];
  /** The name of the category column in the table ("Month"). */
  categoryLabel?: string;
  series: BarSeries[];
  /** `stacked` sums the series per category; `grouped` draws them side by side. */
  layout?: 'stacked' | 'grouped';
  /** `horizontal` suits long category labels (lanes). */
  orientation?: 'vertical' | 'horizontal';
  unit?: string;
  formatValue?: ValueFormatter;
  width?: number;
  height?: number;
  tableShown?: boolean;
  className?: string;
};

type Segment = { series: number; category: number; start: number; end: number; value: number };

/** The drawn rectangles, in value space: stacked segments share a category column. */
export function barSegments(categories: string[], series: BarSeries[], layout: 'stacked' | 'grouped'): Segment[] {
  return categories.flatMap((_, c) => {
    let base = 0;
    return series.map((s, i) => {
      const value = s.values[c] ?? 0;
      const start = layout === 'stacked' ? base : 0;
      base += layout === 'stacked' ? value : 0;
      return { series: i, category: c, start, end: start + value, value };
    });
  });
}

/** A bar chart, stacked or grouped, vertical or horizontal, with direct value labels. */
export function BarChart({
  title, categories, categoryLabel = 'Category', series, layout = 'stacked', orientation = 'vertical', unit,
  formatValue = formatNumber, width = 640, height, tableShown, className,
}: BarChartProps) {
  const horizontal = orientation === 'horizontal';
  const h = height ?? (horizontal ? Math.max(120, 28 + categories.length * (layout === 'grouped' ? 14 * series.length + 10 : 26)) : 260);
  const M = horizontal ? { top: 8, right: 72, bottom: 24, left: 150 } : { top: 20, right: 16, bottom: 40, left: 48 };
  const fmt = withUnit(formatValue, unit);
  const segments = barSegments(categories, series, layout);
  const totals = categories.map((_, c) => series.reduce((sum, s) => sum + (s.values[c] ?? 0), 0));
  const max = Math.max(1, ...segments.map((s) => s.end));
  const band = scaleBand<number>().domain(categories.map((_, c) => c)).padding(0.25)
    .range(horizontal ? [M.top, h - M.bottom] : [M.left, width - M.right]);
  const inner = scaleBand<number>().domain(series.map((_, i) => i)).padding(0.08).range([0, band.bandwidth()]);
  const v = scaleLinear().domain([0, max]).nice().range(horizontal ? [M.left, width - M.right] : [h - M.bottom, M.top]);
  const offset = (s: Segment) => (band(s.category) ?? 0) + (layout === 'grouped' ? inner(s.series) ?? 0 : 0);
  const thickness = layout === 'grouped' ? inner.bandwidth() : band.bandwidth();

  const table = {
    columns: [categoryLabel, ...series.map((s) => (unit ? `${s.label} (${unit})` : s.label)), ...(series.length > 1 ? [unit ? `Total (${unit})` : 'Total'] : [])],
    rows: categories.map((label, c) => [
      label,
      ...series.map((s) => formatValue(s.values[c] ?? 0)),
      ...(series.length > 1 ? [formatValue(totals[c]!)] : []),
    ]),
  };
  const top = totals.reduce((best, t, c) => (t > (totals[best] ?? -Infinity) ? c : best), 0);
  const summary = categories.length
    ? `${categories.length} ${categoryLabel.toLowerCase()} values; highest ${categories[top]} with ${fmt(totals[top] ?? 0)}.`
    : 'No data.';

  return (
    <ChartFrame
      title={title} summary={summary} width={width} height={h} table={table} tableShown={tableShown} className={className}
      legend={series.length > 1 ? series.map((s, i) => ({ label: s.label, index: i, kind: 'fill' as const })) : undefined}
    >
      {(prefix) => (
        <>
          <g className="axis" aria-hidden="true">
            {v.ticks(5).map((t) => (horizontal ? (
              <g key={t} transform={`translate(${v(t)},0)`}>
                <line y1={M.top} y2={h - M.bottom} strokeOpacity="0.5" />
                <text y={h - M.bottom + 14} textAnchor="middle">{formatValue(t)}</text>
              </g>
            ) : (
              <g key={t} transform={`translate(0,${v(t)})`}>
                <line x1={M.left} x2={width - M.right} strokeOpacity="0.5" />
                <text x={M.left - 6} dy="0.32em" textAnchor="end">{formatValue(t)}</text>
              </g>
            )))}
            {categories.map((label, c) => (horizontal ? (
              <text key={label} x={M.left - 6} y={(band(c) ?? 0) + band.bandwidth() / 2} dy="0.32em" textAnchor="end">{label}</text>
            ) : (
              <text key={label} x={(band(c) ?? 0) + band.bandwidth() / 2} y={h - M.bottom + 14} textAnchor="middle">{label}</text>
            )))}
          </g>
          {segments.map((s) => {
            const a = v(s.start);
            const b = v(s.end);
            const rect = horizontal
              ? { x: Math.min(a, b), y: offset(s), width: Math.abs(b - a), height: thickness }
              : { x: offset(s), y: Math.min(a, b), width: thickness, height: Math.abs(b - a) };
            return (
              <rect key={`${s.series}-${s.category}`} {...rect} fill={patternFill(prefix, s.series)} stroke={seriesColor(s.series)} data-series={series[s.series]!.id} data-value={s.value} />
            );
          })}
          {layout === 'grouped'
            ? segments.filter((s) => s.value > 0).map((s) => (
              <text
                key={`l${s.series}-${s.category}`} data-part="direct-label" textAnchor={horizontal ? 'start' : 'middle'}
                x={horizontal ? v(s.end) + 4 : offset(s) + thickness / 2} y={horizontal ? offset(s) + thickness / 2 : v(s.end) - 4} dy={horizontal ? '0.32em' : undefined}
              >{formatValue(s.value)}</text>
            ))
            : categories.map((label, c) => (
              <text
                key={`t${label}`} data-part="direct-label" textAnchor={horizontal ? 'start' : 'middle'}
                x={horizontal ? v(totals[c]!) + 4 : (band(c) ?? 0) + band.bandwidth() / 2} y={horizontal ? (band(c) ?? 0) + band.bandwidth() / 2 : v(totals[c]!) - 4} dy={horizontal ? '0.32em' : undefined}
              >{formatValue(totals[c]!)}</text>
            ))}
        </>
      )}
    </ChartFrame>
  );
}
