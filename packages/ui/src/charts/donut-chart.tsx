import { arc, pie, type PieArcDatum } from 'd3-shape';
import { ChartFrame } from './chart-frame';
import { formatNumber, withUnit, type ValueFormatter } from './format';
import { patternFill, seriesColor } from './palette';

export type DonutSlice = { id: string; label: string; value: number };

export type DonutChartProps = {
  title: string;
  slices: DonutSlice[];
  /** The name of the label column in the table ("Status"). */
  categoryLabel?: string;
  unit?: string;
  formatValue?: ValueFormatter;
  /** Shown in the hole ("128 bookings"); default: the total. */
  centerLabel?: string;
  width?: number;
  height?: number;
  tableShown?: boolean;
  className?: string;
};

/** Share of the whole, in percent with one decimal ("33.3%"). */
export const percentOf = (value: number, total: number) => (total > 0 ? `${(Math.round((value / total) * 1000) / 10).toFixed(1)}%` : '0.0%');

/** A split of a whole as a donut: each slice patterned and labelled directly with its share. */
export function DonutChart({
  title, slices, categoryLabel = 'Category', unit, formatValue = formatNumber, centerLabel, width = 420, height = 240, tableShown, className,
}: DonutChartProps) {
  const fmt = withUnit(formatValue, unit);
  const total = slices.reduce((sum, s) => sum + s.value, 0);
  const radius = Math.min(width / 2 - 110, height / 2 - 12);
  const arcs = pie<DonutSlice>().sort(null).value((s) => s.value)(slices.filter((s) => s.value > 0));
  const shape = arc<PieArcDatum<DonutSlice>>().innerRadius(radius * 0.58).outerRadius(radius);
  const labelArc = arc<PieArcDatum<DonutSlice>>().innerRadius(radius + 14).outerRadius(radius + 14);
  const index = (s: DonutSlice) => slices.indexOf(s);
  const table = {
    columns: [categoryLabel, unit ? `Value (${unit})` : 'Value', 'Share'],
    rows: [...slices.map((s) => [s.label, formatValue(s.value), percentOf(s.value, total)]), ['Total', formatValue(total), total > 0 ? '100.0%' : '0.0%']],
  };
  const summary = total > 0
    ? `${slices.filter((s) => s.value > 0).map((s) => `${s.label} ${percentOf(s.value, total)}`).join(', ')} of ${fmt(total)}.`
    : 'No data.';

  return (
    <ChartFrame title={title} summary={summary} width={width} height={height} table={table} tableShown={tableShown} className={className}>
      {(prefix) => (
        <g transform={`translate(${width / 2},${height / 2})`}>
          {arcs.map((a) => (
            <path key={a.data.id} d={shape(a) ?? ''} fill={patternFill(prefix, index(a.data))} stroke="#fff" strokeWidth="1" data-series={a.data.id} data-value={a.data.value} />
          ))}
          {arcs.map((a) => {
            const [lx, ly] = labelArc.centroid(a);
            return (
              <text key={`l${a.data.id}`} x={lx} y={ly} dy="0.32em" textAnchor={lx >= 0 ? 'start' : 'end'} data-part="direct-label">
                {a.data.label} {percentOf(a.data.value, total)}
              </text>
            );
          })}
          {total === 0 && <circle r={radius} fill="none" stroke={seriesColor(5)} strokeDasharray="3 3" />}
          <text textAnchor="middle" dy="0.32em" style={{ fontSize: 14, fontWeight: 700 }}>{centerLabel ?? fmt(total)}</text>
        </g>
      )}
    </ChartFrame>
  );
}
