import { buildPlaces, type Places } from '../../reference-data/places';
import { PORT_TIME_ZONES } from './data/ocean-services';

export interface SchedulePlace {
  code: string;
  city: string;
  timeZone: string;
}

export interface PlaceIndex {
  /** An airport (IATA) or a seaport (UN/LOCODE, an alias code gives its port). */
  place(mode: 'AIR' | 'SEA', code: string): SchedulePlace | undefined;
  /** Whether the code is an airport or port code, or the code of a city having some. */
  knows(mode: 'AIR' | 'SEA', code: string): boolean;
}

let cached: PlaceIndex | undefined;

/**
 * Places as the packaged reference data gives them (the same source as /v1/references): city
 * codes for both modes, airport time zones from OpenTravelData, port time zones from
 * PORT_TIME_ZONES or else the zone of an airport of the port's city (docs/adr/014-schedules.md#time-zones).
 */
export function placeIndex(places: () => Places = buildPlaces): PlaceIndex {
  if (cached) return cached;
  const { airports, seaports } = places();
  const air = new Map(airports.map((a) => [a.iataCode, { code: a.iataCode, city: a.city, timeZone: a.timeZone }]));
  const cityZone = new Map<string, string>();
  for (const a of airports) if (!cityZone.has(a.city)) cityZone.set(a.city, a.timeZone);
  const sea = new Map<string, SchedulePlace>();
  for (const s of seaports) {
    const timeZone = PORT_TIME_ZONES[s.code] ?? cityZone.get(s.city);
    if (!timeZone) continue;
    const place = { code: s.code, city: s.city, timeZone };
    for (const code of [s.code, ...s.aliasCodes]) if (!sea.has(code)) sea.set(code, place);
  }
  const cities = { AIR: new Set(airports.map((a) => a.city)), SEA: new Set(seaports.map((s) => s.city)) };
  cached = {
    place: (mode, code) => (mode === 'AIR' ? air : sea).get(code),
    knows: (mode, code) => (mode === 'AIR' ? air : sea).has(code) || cities[mode].has(code),
  };
  return cached;
}
