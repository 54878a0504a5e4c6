import { geoNaturalEarth1, geoPath } from 'd3-geo';
import { scaleSqrt } from 'd3-scale';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import landTopology from 'world-atlas/land-110m.json';
import { ChartFrame } from '../charts/chart-frame';
import { formatNumber, withUnit, type ValueFormatter } from '../charts/format';
import { Marker, seriesColor, seriesDash, seriesMarker } from '../charts/palette';

export type GeoPoint = { lat: number; lon: number };
export type MapPoint = GeoPoint & {
  id: string;
  label: string;
  /** Sizes the marker (area ∝ value) and fills the table's value column. */
  value?: number;
  /** Points of one group share a shape and colour and get a legend entry ("Origin", "Vessel"). */
  group?: string;
};
export type MapRoute = {
  id: string;
  label: string;
  from: GeoPoint;
  to: GeoPoint;
  value?: number;
  /** Dashed: a leg still to come; solid: done or unknown. */
  planned?: boolean;
  /** The way it goes (a sea route's points, from `from` to `to`); without it, the great-circle arc. */
  path?: GeoPoint[];
  /** Routes of one group ("Sea lane") share a colour and dash and get a legend entry. */
  group?: string;
};

export type WorldMapProps = {
  title: string;
  points: MapPoint[];
  /** Drawn along their path, or as great-circle arcs between their ends. */
  routes?: MapRoute[];
  unit?: string;
  formatValue?: ValueFormatter;
  /** Write each point's label on the map (default: when there are at most 12 points). */
  labelPoints?: boolean;
  width?: number;
  height?: number;
  tableShown?: boolean;
  className?: string;
};

// Natural Earth 1:110m land (public domain) through world-atlas: bundled, no tile server.
const LAND = feature(landTopology as unknown as Topology, (landTopology as unknown as Topology).objects.land as GeometryCollection);
const coordinate = (p: GeoPoint) => `${p.lat.toFixed(2)}, ${p.lon.toFixed(2)}`;

const lineOf = (r: MapRoute): [number, number][] => (r.path && r.path.length >= 2 ? r.path : [r.from, r.to]).map((p) => [p.lon, p.lat]);

/** An offline vector world map with points (sized by value) and routes (along their path, else great-circle arcs). */
export function WorldMap({
  title, points, routes = [], unit, formatValue = formatNumber, labelPoints, width = 720, height = 380, tableShown, className,
}: WorldMapProps) {
  const fmt = withUnit(formatValue, unit);
  const projection = geoNaturalEarth1().fitExtent([[4, 4], [width - 4, height - 4]], { type: 'Sphere' });
  const path = geoPath(projection);
  const groups = [...new Set(points.map((p) => p.group ?? ''))];
  const groupIndex = (p: MapPoint) => groups.indexOf(p.group ?? '');
  // Route groups take the series after the points' ones.
  const routeGroups = [...new Set(routes.flatMap((r) => (r.group ? [r.group] : [])))];
  const routeStyle = (r: MapRoute) => (r.group ? groups.length + routeGroups.indexOf(r.group) : null);
  const maxValue = Math.max(0, ...points.map((p) => p.value ?? 0));
  const radius = scaleSqrt().domain([0, maxValue || 1]).range([3, 14]);
  const showLabels = labelPoints ?? points.length <= 12;

  const valueHeader = unit ? `Value (${unit})` : 'Value';
  const hasValues = points.some((p) => p.value !== undefined) || routes.some((r) => r.value !== undefined);
  const table = {
    columns: ['Place or route', ...(groups.some(Boolean) ? ['Kind'] : []), 'Coordinates', ...(hasValues ? [valueHeader] : [])],
    rows: [
      ...points.map((p) => [p.label, ...(groups.some(Boolean) ? [p.group ?? ''] : []), coordinate(p), ...(hasValues ? [p.value === undefined ? '—' : formatValue(p.value)] : [])]),
      ...routes.map((r) => [r.label, ...(groups.some(Boolean) ? [r.group ?? (r.planned ? 'Planned route' : 'Route')] : []), `${coordinate(r.from)} → ${coordinate(r.to)}`, ...(hasValues ? [r.value === undefined ? '—' : formatValue(r.value)] : [])]),
    ],
  };
  const top = [...points].sort((a, b) => (b.value ?? 0) - (a.value ?? 0))[0];
  const summary = `${points.length} place${points.length === 1 ? '' : 's'} and ${routes.length} route${routes.length === 1 ? '' : 's'}${top?.value !== undefined ? `; largest ${top.label} with ${fmt(top.value)}` : ''}.`;

  return (
    <ChartFrame
      title={title} summary={summary} width={width} height={height} table={table} tableShown={tableShown} className={className}
      legend={groups.some(Boolean) || routeGroups.length
        ? [...groups.map((g, i) => ({ label: g || 'Other', index: i, kind: 'line' as const })), ...routeGroups.map((g, i) => ({ label: g, index: groups.length + i, kind: 'line' as const }))]
        : undefined}
    >
      {() => (
        <>
          <path d={path({ type: 'Sphere' }) ?? ''} fill="#eef4fb" stroke="#d9e0ea" data-part="sphere" />
          <path d={path(LAND) ?? ''} fill="#d9e0ea" stroke="#b8c4d6" strokeWidth="0.5" data-part="land" />
          {routes.map((r, i) => (
            <path
              key={r.id} data-route={r.id} fill="none" stroke={seriesColor(routeStyle(r) ?? 1)} strokeOpacity="0.8"
              strokeWidth={r.value !== undefined && maxValue > 0 ? 1 + (2 * r.value) / Math.max(r.value, maxValue) : 1.5}
              strokeDasharray={r.planned ? '5 4' : seriesDash(routeStyle(r) ?? 0)}
              d={path({ type: 'LineString', coordinates: lineOf(r) }) ?? ''}
              data-index={i}
            />
          ))}
          {points.map((p) => {
            const xy = projection([p.lon, p.lat]);
            if (!xy) return null;
            const i = groupIndex(p);
            return (
              <g key={p.id} data-point={p.id}>
                <Marker shape={seriesMarker(i)} x={xy[0]} y={xy[1]} size={p.value !== undefined ? radius(p.value) : 4} color={seriesColor(i)} />
                {showLabels && <text x={xy[0] + 6} y={xy[1] - 6} data-part="direct-label">{p.label}{p.value !== undefined ? ` ${formatValue(p.value)}` : ''}</text>}
              </g>
            );
          })}
        </>
      )}
    </ChartFrame>
  );
}
