import { Fragment } from 'react';

/**
 * Series look: a colour AND a pattern (fills) or a dash (lines) AND a marker shape, so that every
 * chart reads without colour (docs/adr/016-reports-and-emissions.md). The colours keep 3:1
 * against white; the patterns are drawn in white over the colour.
 */
export const SERIES_COLORS = ['#0f766e', '#1e3a8a', '#b45309', '#7c2d12', '#4c1d95', '#334155'] as const;
export const SERIES_DASHES = ['', '7 4', '2 4', '10 4 2 4', '4 2', '1 2'] as const;
export type MarkerShape = 'circle' | 'square' | 'triangle' | 'diamond' | 'cross' | 'bar';
export const SERIES_MARKERS: readonly MarkerShape[] = ['circle', 'square', 'triangle', 'diamond', 'cross', 'bar'];

const at = <T,>(list: readonly T[], index: number): T => list[index % list.length]!;
export const seriesColor = (index: number) => at(SERIES_COLORS, index);
export const seriesDash = (index: number) => at(SERIES_DASHES, index);
export const seriesMarker = (index: number) => at(SERIES_MARKERS, index);

/** The fill of series `index` in the chart whose pattern ids start with `prefix`. */
export const patternFill = (prefix: string, index: number) => `url(#${prefix}-p${index % SERIES_COLORS.length})`;
/** The hatch that marks an interval (an excursion) in a time chart. */
export const hatchFill = (prefix: string) => `url(#${prefix}-hatch)`;

/** White overlays per series: solid, diagonal lines, dots, cross-hatch, horizontal, vertical. */
function overlay(index: number) {
  switch (index % SERIES_COLORS.length) {
    case 1: return <path d="M-2 2l4-4M0 8l8-8M6 10l4-4" stroke="#fff" strokeWidth="1.6" />;
    case 2: return <circle cx="4" cy="4" r="1.6" fill="#fff" />;
    case 3: return <path d="M0 0l8 8M8 0l-8 8" stroke="#fff" strokeWidth="1.2" />;
    case 4: return <path d="M0 4h8" stroke="#fff" strokeWidth="1.6" />;
    case 5: return <path d="M4 0v8" stroke="#fff" strokeWidth="1.6" />;
    default: return null;
  }
}

/** `<defs>` with one pattern per series and the interval hatch; ids prefixed per chart instance. */
export function ChartPatterns({ prefix }: { prefix: string }) {
  return (
    <defs>
      {SERIES_COLORS.map((color, i) => (
        <Fragment key={color}>
          <pattern id={`${prefix}-p${i}`} width="8" height="8" patternUnits="userSpaceOnUse">
            <rect width="8" height="8" fill={color} />
            {overlay(i)}
          </pattern>
        </Fragment>
      ))}
      <pattern id={`${prefix}-hatch`} width="8" height="8" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
        <rect width="8" height="8" fill="#fee4e2" />
        <path d="M0 0v8" stroke="#b42318" strokeWidth="2" />
      </pattern>
    </defs>
  );
}

/** A marker of the given shape centred on (x, y). */
export function Marker({ shape, x, y, size = 4, color }: { shape: MarkerShape; x: number; y: number; size?: number; color: string }) {
  const s = size;
  switch (shape) {
    case 'square': return <rect x={x - s} y={y - s} width={2 * s} height={2 * s} fill={color} />;
    case 'triangle': return <path d={`M${x} ${y - s * 1.2}L${x + s * 1.1} ${y + s}L${x - s * 1.1} ${y + s}Z`} fill={color} />;
    case 'diamond': return <path d={`M${x} ${y - s * 1.3}L${x + s * 1.3} ${y}L${x} ${y + s * 1.3}L${x - s * 1.3} ${y}Z`} fill={color} />;
    case 'cross': return <path d={`M${x - s} ${y - s}L${x + s} ${y + s}M${x + s} ${y - s}L${x - s} ${y + s}`} stroke={color} strokeWidth="2" />;
    case 'bar': return <rect x={x - s * 1.3} y={y - s / 2} width={s * 2.6} height={s} fill={color} />;
    default: return <circle cx={x} cy={y} r={s} fill={color} />;
  }
}
