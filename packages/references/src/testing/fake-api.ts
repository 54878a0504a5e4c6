import { configureAuth } from '@freightdeck/auth';
import { REFERENCE_CODECS, REFERENCE_SET_NAMES, REFERENCE_SET_PATHS, type ReferenceHash, type ReferenceRecords, type ReferenceSetName } from '@freightdeck/contracts';

/** A few real records per set, in the API's wire format. */
export const SAMPLE: { [S in ReferenceSetName]: ReferenceRecords[S][] } = {
  airports: [
    { iataCode: 'FRA', name: 'Frankfurt Airport', city: 'DEFRA', country: 'DE', latitude: 50.0406, longitude: 8.556, timeZone: 'Europe/Berlin' },
    { iataCode: 'HHN', name: 'Frankfurt-Hahn Airport', city: 'DEFRA', country: 'DE', latitude: 49.9487, longitude: 7.2639, timeZone: 'Europe/Berlin' },
    { iataCode: 'JFK', name: 'John F. Kennedy International Airport', city: 'USEWR', country: 'US', latitude: 40.6398, longitude: -73.7789, timeZone: 'America/New_York' },
    { iataCode: 'MUC', name: 'Munich Airport', city: 'DEMUC', country: 'DE', latitude: 48.3538, longitude: 11.7861, timeZone: 'Europe/Berlin' },
    { iataCode: 'SIN', name: 'Singapore Changi Airport', city: 'SGSIN', country: 'SG', latitude: 1.3502, longitude: 103.9944, timeZone: 'Asia/Singapore' },
  ],
  seaports: [
    { code: 'CNSHA', name: 'Shanghai', city: 'CNSHA', country: 'CN', latitude: 31.2304, longitude: 121.4737, aliasCodes: ['CNSGH'] },
    { code: 'DEHAM', name: 'Hamburg', city: 'DEHAM', country: 'DE', latitude: 53.55, longitude: 9.9667, aliasCodes: [] },
  ],
  cities: [
    { code: 'DEFRA', name: 'Frankfurt am Main', country: 'DE' },
    { code: 'DEMUC', name: 'München', country: 'DE' },
    { code: 'SGSIN', name: 'Singapore', country: 'SG' },
    { code: 'USEWR', name: 'New York', country: 'US' },
  ],
  countryRegions: [{ code: 'DE', name: 'Germany', subdivisions: [{ code: 'DE-HE', name: 'Hessen' }] }],
  callingCodes: [{ country: 'DE', callingCode: '+49' }],
  carriers: [
    { code: 'LH', name: 'Lufthansa Cargo', mode: 'AIR', iataCode: 'LH', icaoCode: 'GEC', awbPrefix: '020', scac: null },
    { code: 'MAEU', name: 'Maersk', mode: 'SEA', iataCode: null, icaoCode: null, awbPrefix: null, scac: 'MAEU' },
  ],
  chargeCodes: [{ code: 'MY', name: 'Fuel surcharge', mode: 'AIR', basis: 'per kg' }],
};

export const wire = <S extends ReferenceSetName>(set: S, records = SAMPLE[set]) => records.map((r) => REFERENCE_CODECS[set].encode(r));

export interface FakeApi {
  calls: string[];
  hash: ReferenceHash;
  data: { [S in ReferenceSetName]: unknown[] };
  /** Paths called since the last reset, e.g. `hash`, `airports`. */
  called(): string[];
  fail: boolean;
}

/** The reference endpoints, answered from memory; every call is recorded. */
export function fakeReferenceApi(): FakeApi {
  const api: FakeApi = {
    calls: [],
    hash: Object.fromEntries(REFERENCE_SET_NAMES.map((s) => [s, `${s}-1`])) as ReferenceHash,
    data: Object.fromEntries(REFERENCE_SET_NAMES.map((s) => [s, wire(s)])) as FakeApi['data'],
    called() {
      const out = api.calls.splice(0);
      return out;
    },
    fail: false,
  };
  const byPath = new Map(REFERENCE_SET_NAMES.map((s) => [REFERENCE_SET_PATHS[s], s] as const));
  configureAuth({
    baseUrl: 'http://api.test',
    fetch: (async (input: RequestInfo | URL) => {
      const path = new URL(String(input)).pathname.replace('/v1/references/', '');
      api.calls.push(path);
      if (api.fail) return new Response(JSON.stringify({ code: 'INTERNAL_ERROR', message: 'down', details: null }), { status: 500, headers: { 'content-type': 'application/json' } });
      const set = byPath.get(path);
      const body = path === 'hash' ? api.hash : set ? api.data[set] : null;
      return new Response(JSON.stringify(body), { status: body ? 200 : 404, headers: { 'content-type': 'application/json' } });
    }) as typeof fetch,
  });
  return api;
}
