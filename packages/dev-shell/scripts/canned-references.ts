/**
 * Writes src/canned/reference-data.json: the dev shell's canned `/v1/references/*` answers, a
 * real subset of the API's packaged reference data (`pnpm --filter @freightdeck/dev-shell
 * canned:references`; run it again when packages/api/src/reference-data changes).
 *
 * Built with the API's own loaders and body/hash functions (imported by relative path: this is
 * a Node script, the dev shell's browser code never imports packages/api), so each canned set is
 * byte for byte what the API would answer for those rows, and its hash is the API's content hash
 * of that body. Subset: the busiest cargo airports, the main container ports, the cities of both;
 * every country/region (with its ISO 3166-2 subdivisions), calling code, carrier and charge code.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { REFERENCE_CODECS, REFERENCE_SET_NAMES, type ReferenceHash, type ReferenceSetName } from '@freightdeck/contracts';
import { builtinStoredRows, type StoredRow } from '../../api/src/reference-data';
import { contentHash, setBody } from '../../api/src/modules/references/service';

/** The busiest cargo airports (ACI World cargo rankings, 2023–2025), and a few more per region. */
export const CANNED_AIRPORTS = [
  // Asia–Pacific
  'HKG', 'PVG', 'ICN', 'TPE', 'NRT', 'HND', 'KIX', 'SIN', 'CAN', 'SZX', 'PEK', 'CTU', 'HGH', 'BKK', 'KUL',
  'CGK', 'MNL', 'SGN', 'HAN', 'DEL', 'BOM', 'BLR', 'MAA', 'SYD', 'MEL', 'AKL',
  // Middle East and Africa
  'DXB', 'DWC', 'DOH', 'AUH', 'RUH', 'JED', 'ADD', 'JNB', 'NBO', 'CAI',
  // Europe
  'FRA', 'CDG', 'AMS', 'LHR', 'LEJ', 'LGG', 'CGN', 'MUC', 'BRU', 'LUX', 'MXP', 'FCO', 'MAD', 'BCN', 'IST',
  'ZRH', 'VIE', 'CPH', 'HEL', 'LIS', 'WAW',
  // Americas
  'ANC', 'MEM', 'SDF', 'CVG', 'LAX', 'ORD', 'MIA', 'JFK', 'EWR', 'ATL', 'DFW', 'IND', 'ONT', 'SFO', 'SEA',
  'IAH', 'YYZ', 'YVR', 'MEX', 'GRU', 'VCP', 'BOG', 'SCL', 'LIM', 'EZE',
];

/** The main container ports (Lloyd's List One Hundred Ports, 2024–2025), and the big European and US gateways. */
export const CANNED_SEAPORTS = [
  // Asia
  'SGSIN', 'CNSHA', 'CNNGB', 'CNSZX', 'CNTAO', 'CNTXG', 'CNCAN', 'CNXMN', 'HKHKG', 'KRPUS', 'TWKHH', 'MYPKG',
  'MYTPP', 'VNSGN', 'THLCH', 'IDTPP', 'LKCMB', 'INNSA', 'INMUN', 'JPTYO', 'JPYOK',
  // Middle East and Africa
  'AEJEA', 'OMSLL', 'SAJED', 'EGPSD', 'MAPTM', 'ZADUR',
  // Europe
  'NLRTM', 'BEANR', 'DEHAM', 'DEBRV', 'GBFXT', 'GBSOU', 'FRLEH', 'ESVLC', 'ESALG', 'ITGOA', 'GRPIR', 'PLGDN',
  // Americas and Oceania
  'USLAX', 'USLGB', 'USNYC', 'USSAV', 'USHOU', 'USSEA', 'USOAK', 'CAVAN', 'PAONX', 'BRSSZ', 'MXZLO', 'AUMEL', 'AUSYD',
];

const OUT = join(__dirname, '../src/canned/reference-data.json');

function pick(set: 'airports' | 'seaports', rows: StoredRow[], wanted: string[]): StoredRow[] {
  const codec = REFERENCE_CODECS[set];
  const byCode = new Map<string, StoredRow>();
  for (const r of rows) {
    const record = codec.decode(r.row as never) as { aliasCodes?: string[] };
    for (const code of [r.code, ...(record.aliasCodes ?? [])]) if (!byCode.has(code)) byCode.set(code, r);
  }
  const missing = wanted.filter((code) => !byCode.has(code));
  if (missing.length) throw new Error(`Not in the API's ${set}: ${missing.join(', ')}`);
  return [...new Set(wanted.map((code) => byCode.get(code)!))];
}

function main() {
  const all = builtinStoredRows();
  const airports = pick('airports', all.airports, CANNED_AIRPORTS);
  const seaports = pick('seaports', all.seaports, CANNED_SEAPORTS);
  const cityCodes = new Set([...airports, ...seaports].map((r) => r.row[2] as string));
  const subset: Record<ReferenceSetName, StoredRow[]> = {
    ...all,
    airports,
    seaports,
    cities: all.cities.filter((r) => cityCodes.has(r.code)),
  };

  const sets = {} as Record<ReferenceSetName, unknown[]>;
  const hash = {} as ReferenceHash;
  for (const set of REFERENCE_SET_NAMES) {
    const body = setBody(subset[set]); // tuples sorted by code, exactly as the API serialises them
    sets[set] = JSON.parse(body) as unknown[];
    hash[set] = contentHash(body);
  }
  const text = `${JSON.stringify({ hash, sets })}\n`;
  writeFileSync(OUT, text);

  for (const set of REFERENCE_SET_NAMES) console.log(`${set.padEnd(15)} ${String(sets[set].length).padStart(5)} rows`);
  console.log(`${OUT}: ${(text.length / 1024).toFixed(1)} KB, ${(gzipSync(text).length / 1024).toFixed(1)} KB gzip`);
}

main();
