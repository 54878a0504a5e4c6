import { scaleLinear, scaleTime } from 'd3-scale';
import { area, line } from 'd3-shape';
import { ChartFrame } from './chart-frame';
import { formatNumber, withUnit, type ValueFormatter } from './format';
import { hatchFill, Marker, patternFill, seriesColor, seriesDash, seriesMarker } from './palette';

export type TimePoint = { at: Date | string | number; value: number | null };
export type TimeSeries = { id: string; label: string; points: TimePoint[] };
/** An allowed range drawn as a band (a cargo's temperature limits); either end may be open. */
export type ValueBand = { min?: number; max?: number; label: string };
/** A stretch of time marked on the chart (an excursion outside the band). */
export type TimeInterval = { from: Date | string | number; to: Date | string | number; label: string };

export type TimeSeriesChartProps = {
  title: string;
  series: TimeSeries[];
  /** The unit of the values ("°C", "bookings", "t CO2e"). */
  unit?: string;
  /** `area` fills under the first series; lines are drawn for all. */
  kind?: 'line' | 'area';
  band?: ValueBand;
  intervals?: TimeInterval[];
  formatValue?: ValueFormatter;
  /** How a time reads on the axis and in the table (default: date and time, in the browser's zone). */
  formatTime?: (at: Date) => string;
  /** Start the value axis at zero (counts); default false (temperatures). */
  zeroBased?: boolean;
  width?: number;
  height?: number;
  tableShown?: boolean;
  className?: string;
};

const M = { top: 16, right: 96, bottom: 28, left: 48 };
const toDate = (t: Date | string | number) => (t instanceof Date ? t : new Date(t));
const DEFAULT_TIME = new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: 'short', hour: '2-digit', minute: '2-digit' });

/** A line or area chart over a time axis, with an optional allowed band and marked intervals. */
export function TimeSeriesChart({
  title, series, unit, kind = 'line', band, intervals = [], formatValue = formatNumber,
  formatTime = (d) => DEFAULT_TIME.format(d), zeroBased = false, width = 640, height = 260, tableShown, className,
}: TimeSeriesChartProps) {
  const fmt = withUnit(formatValue, unit);
  const all = series.flatMap((s) => s.points.map((p) => ({ at: toDate(p.at), value: p.value })));
  const times = [...all.map((p) => p.at), ...intervals.flatMap((i) => [toDate(i.from), toDate(i.to)])];
  const values = [...all.flatMap((p) => (p.value === null ? [] : [p.value])), ...(band ? [band.min, band.max].filter((v): v is number => v !== undefined) : [])];
  const minT = times.length ? Math.min(...times.map(Number)) : 0;
  const maxT = times.length ? Math.max(...times.map(Number)) : 1;
  const minV = values.length ? Math.min(...values, ...(zeroBased ? [0] : [])) : 0;
  const maxV = values.length ? Math.max(...values) : 1;
  const x = scaleTime().domain([new Date(minT), new Date(maxT === minT ? minT + 1 : maxT)]).range([M.left, width - M.right]);
  const y = scaleLinear().domain([minV, maxV === minV ? minV + 1 : maxV]).nice().range([height - M.bottom, M.top]);
  const [y0, y1] = y.range() as [number, number];
  const tickFormat = x.tickFormat();

  const lineOf = line<{ at: Date; value: number | null }>().defined((p) => p.value !== null).x((p) => x(p.at)).y((p) => y(p.value ?? 0));
  const areaOf = area<{ at: Date; value: number | null }>().defined((p) => p.value !== null).x((p) => x(p.at)).y0(y(Math.max(y.domain()[0]!, 0))).y1((p) => y(p.value ?? 0));

  const rowTimes = [...new Set(all.map((p) => Number(p.at)))].sort((a, b) => a - b);
  const table = {
    columns: ['Time', ...series.map((s) => (unit ? `${s.label} (${unit})` : s.label))],
    rows: rowTimes.map((t) => [
      formatTime(new Date(t)),
      ...series.map((s) => {
        const point = s.points.find((p) => Number(toDate(p.at)) === t);
        return point?.value == null ? '—' : formatValue(point.value);
      }),
    ]),
  };
  const bandText = band ? `${band.label}: ${band.min !== undefined ? fmt(band.min) : 'no lower limit'} to ${band.max !== undefined ? fmt(band.max) : 'no upper limit'}` : undefined;
  const notes = [
    ...(bandText ? [bandText] : []),
    ...intervals.map((i) => `${i.label}: ${formatTime(toDate(i.from))} – ${formatTime(toDate(i.to))}`),
  ];
  const extremes = values.length ? `from ${fmt(Math.min(...values))} to ${fmt(Math.max(...values))}` : 'no values';
  const summary = `${series.map((s) => s.label).join(', ')} over time, ${extremes}${intervals.length ? `; ${intervals.length} marked interval${intervals.length === 1 ? '' : 's'}` : ''}.`;

  return (
    <ChartFrame
      title={title} summary={summary} width={width} height={height} table={table} notes={notes} tableShown={tableShown} className={className}
      legend={series.length > 1 ? series.map((s, i) => ({ label: s.label, index: i, kind: 'line' as const })) : undefined}
    >
      {(prefix) => (
        <>
          {band && (
            <g data-part="band">
              <rect
                x={M.left} width={width - M.left - M.right}
                y={band.max !== undefined ? y(band.max) : y1}
                height={(band.min !== undefined ? y(band.min) : y0) - (band.max !== undefined ? y(band.max) : y1)}
                fill="#ccfbf1" opacity="0.6"
              />
              {band.max !== undefined && <line x1={M.left} x2={width - M.right} y1={y(band.max)} y2={y(band.max)} stroke="#0f766e" strokeDasharray="4 3" />}
              {band.min !== undefined && <line x1={M.left} x2={width - M.right} y1={y(band.min)} y2={y(band.min)} stroke="#0f766e" strokeDasharray="4 3" />}
              {band.max !== undefined && <text x={width - M.right + 4} y={y(band.max) + 4}>max {fmt(band.max)}</text>}
              {band.min !== undefined && <text x={width - M.right + 4} y={y(band.min) + 4}>min {fmt(band.min)}</text>}
            </g>
          )}
          {intervals.map((i) => (
            <g key={`${i.label}-${String(i.from)}`} data-part="interval">
              <rect x={x(toDate(i.from))} width={Math.max(2, x(toDate(i.to)) - x(toDate(i.from)))} y={y1} height={y0 - y1} fill={hatchFill(prefix)} opacity="0.7" />
              <text x={x(toDate(i.from)) + 2} y={y1 - 4}>{i.label}</text>
            </g>
          ))}
          <g className="axis" aria-hidden="true">
            <line x1={M.left} x2={width - M.right} y1={y0} y2={y0} />
            {x.ticks(6).map((t) => (
              <g key={Number(t)} transform={`translate(${x(t)},${y0})`}>
                <line y2="4" />
                <text y="16" textAnchor="middle">{tickFormat(t)}</text>
              </g>
            ))}
            {y.ticks(5).map((v) => (
              <g key={v} transform={`translate(${M.left},${y(v)})`}>
                <line x2={width - M.left - M.right} strokeOpacity="0.5" />
                <text x="-6" dy="0.32em" textAnchor="end">{formatValue(v)}</text>
              </g>
            ))}
            {unit && <text x={M.left - 6} y={M.top - 6} textAnchor="end">{unit}</text>}
          </g>
          {series.map((s, i) => {
            const points = s.points.map((p) => ({ at: toDate(p.at), value: p.value })).sort((a, b) => Number(a.at) - Number(b.at));
            const last = [...points].reverse().find((p) => p.value !== null);
            return (
              <g key={s.id} data-series={s.id}>
                {kind === 'area' && i === 0 && <path d={areaOf(points) ?? ''} fill={patternFill(prefix, i)} opacity="0.35" />}
                <path d={lineOf(points) ?? ''} fill="none" stroke={seriesColor(i)} strokeWidth="2" strokeDasharray={seriesDash(i)} />
                {points.length <= 60 && points.map((p) => (p.value === null ? null : (
                  <Marker key={Number(p.at)} shape={seriesMarker(i)} x={x(p.at)} y={y(p.value)} size={3} color={seriesColor(i)} />
                )))}
                {last && last.value !== null && (
                  <text x={x(last.at) + 6} y={y(last.value) + 4} data-part="direct-label">{series.length > 1 ? `${s.label} ` : ''}{fmt(last.value)}</text>
                )}
              </g>
            );
          })}
        </>
      )}
    </ChartFrame>
  );
}
