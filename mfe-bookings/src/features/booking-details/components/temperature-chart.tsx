import styled from 'styled-components';
import type { ReadingSeries } from '@freightdeck/contracts';
import { formatCelsius, formatInstant } from '../../shared';
import { CHART, chartGeometry } from './chart-geometry';
import { Table } from './table-scroll';

const Svg = styled.svg`
  width: 100%;
  max-width: ${CHART.width}px;
  height: auto;
  font-size: 11px;
  & .band { fill: ${({ theme }) => theme.colors.accentSoft}; }
  & .axis { stroke: ${({ theme }) => theme.colors.border}; }
  & .line { fill: none; stroke: ${({ theme }) => theme.colors.navyLight}; stroke-width: 1.5; }
  & .reading { fill: ${({ theme }) => theme.colors.navyLight}; }
  & .excursion { fill: ${({ theme }) => theme.colors.danger}; }
  & text { fill: ${({ theme }) => theme.colors.textMuted}; }
`;

/** What the chart shows, as its accessible name. */
export function chartSummary(serial: string, series: ReadingSeries): string {
  const temps = series.readings.map((r) => r.temperatureC);
  const range = series.range ? `allowed ${formatCelsius(series.range.minC)} to ${formatCelsius(series.range.maxC)}` : 'no allowed range';
  const excursions = series.readings.filter((r) => r.excursion).length;
  return `Temperature of data logger ${serial}: ${temps.length} readings from ${formatCelsius(Math.min(...temps))} to ${formatCelsius(Math.max(...temps))}, ${range}, ${excursions} outside the range`;
}

/** Readings over time as SVG: the allowed range as a band, readings outside it marked; a table for those who cannot see it. */
export function TemperatureChart({ serial, series }: { serial: string; series: ReadingSeries }) {
  const g = chartGeometry(series);
  return (
    <>
      <Svg role="img" aria-label={chartSummary(serial, series)} viewBox={`0 0 ${CHART.width} ${CHART.height}`}>
        {g.band && <rect className="band" data-testid="allowed-range" x={CHART.left} y={g.band.y} width={CHART.width - CHART.left - CHART.right} height={g.band.height} />}
        {g.ticks.map((t) => (
          <g key={t.value}>
            <line className="axis" x1={CHART.left} x2={CHART.width - CHART.right} y1={t.y} y2={t.y} />
            <text x={CHART.left - 6} y={t.y + 4} textAnchor="end">{t.value}°</text>
          </g>
        ))}
        <text x={CHART.left} y={CHART.height - 8}>{formatInstant(series.readings[0]?.at)}</text>
        <text x={CHART.width - CHART.right} y={CHART.height - 8} textAnchor="end">{formatInstant(series.readings.at(-1)?.at)}</text>
        <polyline className="line" points={g.points.map((p) => `${p.x},${p.y}`).join(' ')} />
        {g.points.map((p) => (
          <circle key={p.at} className={p.excursion ? 'excursion' : 'reading'} data-excursion={p.excursion || undefined} cx={p.x} cy={p.y} r={p.excursion ? 4 : 2}>
            <title>{`${formatInstant(p.at)}: ${formatCelsius(p.temperatureC)}${p.excursion ? ' (outside the range)' : ''}`}</title>
          </circle>
        ))}
      </Svg>
      <details>
        <summary>Readings of {serial} as a table</summary>
        <Table aria-label={`Readings of ${serial}`}>
          <thead><tr><th>Time</th><th data-numeric>Temperature</th><th>In range</th></tr></thead>
          <tbody>
            {series.readings.map((r) => (
              <tr key={r.at}>
                <td>{formatInstant(r.at)}</td>
                <td data-numeric>{formatCelsius(r.temperatureC)}</td>
                <td>{r.excursion ? 'Outside the range' : 'Yes'}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </details>
    </>
  );
}
