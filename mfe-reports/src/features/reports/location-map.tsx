import type { LocationReport } from '@freightdeck/contracts';
import { WorldMap, type GeoPoint, type MapPoint, type MapRoute } from '@freightdeck/ui/world-map';
import { useSeaRoutes } from '../shared';

/** The lanes drawn on the map, by bookings. */
const MAP_LANES = 25;

type Place = LocationReport['origins'][number];

/**
 * Origins, destinations and the busiest lanes on the offline world map. Sea lanes follow the sea
 * route the API counts their distance with (GET /v1/emissions/sea-route, thinned for a map); air
 * lanes, and a sea lane whose route is unknown, are great-circle arcs.
 */
export function LocationMap({ report }: { report: LocationReport }) {
  const lanes = report.lanes.slice(0, MAP_LANES);
  const routes = useSeaRoutes(lanes.filter((l) => l.mode === 'SEA'));
  const at = (code: string, mode: string) => [...report.origins, ...report.destinations].find((p) => p.code === code && p.mode === mode);
  const point = (p: Place, group: string): MapPoint[] => (p.latitude === null || p.longitude === null ? [] : [{
    id: `${group}:${p.mode}:${p.code}`, label: p.name ? `${p.code} ${p.name}` : p.code, lat: p.latitude, lon: p.longitude, value: p.bookings, group,
  }]);
  const mapRoutes = lanes.flatMap((l): MapRoute[] => {
    const a = at(l.origin, l.mode);
    const b = at(l.destination, l.mode);
    if (a?.latitude == null || a.longitude == null || b?.latitude == null || b.longitude == null) return [];
    const path = l.mode === 'SEA' ? routes.get(`${l.origin}-${l.destination}`) : undefined;
    const along: GeoPoint[] | undefined = path?.map(([lon, lat]) => ({ lat, lon }));
    return [{ id: `${l.mode}:${l.origin}-${l.destination}`, label: `${l.origin} → ${l.destination}`, from: { lat: a.latitude, lon: a.longitude }, to: { lat: b.latitude, lon: b.longitude }, value: l.bookings, path: along, group: l.mode === 'SEA' ? 'Sea lane' : 'Air lane' }];
  });
  return (
    <WorldMap
      title="Origins, destinations and lanes" unit="bookings" labelPoints={report.origins.length + report.destinations.length <= 12}
      points={[...report.origins.flatMap((p) => point(p, 'Origin')), ...report.destinations.flatMap((p) => point(p, 'Destination'))]}
      routes={mapRoutes}
    />
  );
}
