import { REFERENCE_CODECS, REFERENCE_SET_NAMES, type ReferenceRecords, type ReferenceSetName } from '@freightdeck/contracts';
import { buildCarriers } from './carriers';
import { buildChargeCodes } from './charge-codes';
import { buildCallingCodes, buildCountryRegions } from './countries';
import { buildPlaces } from './places';

export type ReferenceRecordSets = { [S in ReferenceSetName]: ReferenceRecords[S][] };

/** A record as stored: its code (key within the set) and its wire tuple. */
export interface StoredRow {
  code: string;
  row: unknown[];
}

/** The sets as the packaged sources give them (docs/product/reference-data.md#sources). */
export function buildBuiltinReferenceData(): ReferenceRecordSets {
  const places = buildPlaces();
  return {
    airports: places.airports,
    seaports: places.seaports,
    cities: places.cities,
    countryRegions: buildCountryRegions(),
    callingCodes: buildCallingCodes(),
    carriers: buildCarriers(),
    chargeCodes: buildChargeCodes(),
  };
}

export function toStoredRows<S extends ReferenceSetName>(set: S, records: readonly ReferenceRecords[S][]): StoredRow[] {
  const codec = REFERENCE_CODECS[set];
  return records.map((record) => ({ code: codec.key(record), row: codec.encode(record) as unknown[] }));
}

export function builtinStoredRows(data: ReferenceRecordSets = buildBuiltinReferenceData()): Record<ReferenceSetName, StoredRow[]> {
  return Object.fromEntries(REFERENCE_SET_NAMES.map((set) => [set, toStoredRows(set, data[set] as never)])) as Record<ReferenceSetName, StoredRow[]>;
}

export { parseUnlocodeCsv, type UnlocodeEntry } from './unlocode';
