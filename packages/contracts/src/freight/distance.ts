/**
 * Distances for emissions (ISO 14083 / GLEC; docs/product/freight.md#emissions): the great-circle
 * distance between two points; air adds 95 km to it. Sea legs count the shortest route over the
 * marine network, which only the API holds (its emissions module, docs/adr/016-reports-and-emissions.md);
 * great-circle × 1.15 is the stand-in where no route is known (a browser estimate, a port far from
 * the network).
 */
export const EARTH_RADIUS_KM = 6371.0088; // mean radius (IUGG)
export const AIR_DISTANCE_UPLIFT_KM = 95;
export const SEA_ROUTE_FACTOR = 1.15;

export interface Coordinates {
  latitude: number;
  longitude: number;
}

const rad = (deg: number) => (deg * Math.PI) / 180;

/** Haversine great-circle distance in km. */
export function greatCircleKm(a: Coordinates, b: Coordinates): number {
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The distance a leg is counted with when no sea route is known: air great-circle + 95 km, sea great-circle × 1.15. */
export function legDistanceKm(mode: 'AIR' | 'SEA', from: Coordinates, to: Coordinates): number {
  const gcd = greatCircleKm(from, to);
  if (gcd === 0) return 0;
  return mode === 'AIR' ? gcd + AIR_DISTANCE_UPLIFT_KM : gcd * SEA_ROUTE_FACTOR;
}
