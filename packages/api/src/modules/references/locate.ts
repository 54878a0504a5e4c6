import { and, eq, or, sql } from 'drizzle-orm';
import type { Coordinates } from '@freightdeck/contracts';
import type { Executor } from '../../db';
import { referenceRecords } from '../../db/schema';

/** Places by code: where each lies, when the reference data knows (some ports have no coordinates). */
export type Located = Map<string, Coordinates | null>;

/** Airports by IATA code; seaports by UN/LOCODE or one of their alias codes (a renamed or merged port). */
export async function locate(ex: Executor, mode: 'AIR' | 'SEA', codes: string[]): Promise<Located> {
  const wanted = [...new Set(codes)];
  const found: Located = new Map();
  if (wanted.length === 0) return found;
  const set = mode === 'AIR' ? 'airports' : 'seaports';
  const codeList = sql.join(wanted.map((c) => sql`${c}`), sql`, `);
  // Row tuples (contracts REFERENCE_ROW_SCHEMAS): [code, name, city, latitude, longitude, timeZone | aliasCodes].
  const match = mode === 'AIR'
    ? sql`${referenceRecords.code} in (${codeList})`
    : or(sql`${referenceRecords.code} in (${codeList})`, sql`(${referenceRecords.row} -> 5) ?| array[${codeList}]::text[]`);
  const rows = await ex.select({ code: referenceRecords.code, row: referenceRecords.row }).from(referenceRecords).where(and(eq(referenceRecords.set, set), match));
  for (const { code, row } of rows) {
    const tuple = row as [string, string, string, number | null, number | null, unknown];
    const coordinates = tuple[3] !== null && tuple[4] !== null ? { latitude: tuple[3], longitude: tuple[4] } : null;
    const aliases = Array.isArray(tuple[5]) ? (tuple[5] as string[]) : [];
    for (const key of [code, ...aliases]) if (wanted.includes(key) && !found.has(key)) found.set(key, coordinates);
  }
  return found;
}

export interface PlaceFacts {
  code: string;
  name: string | null;
  /** The city's code in UN/LOCODE form (airports: the city they serve). */
  city: string | null;
  /** ISO 3166 alpha-2, from the place's UN/LOCODE-form city code. */
  country: string | null;
  latitude: number | null;
  longitude: number | null;
}

/** Name, country and coordinates of airports (IATA) or seaports (UN/LOCODE or alias) by code, for reports and maps. */
export async function describePlaces(ex: Executor, mode: 'AIR' | 'SEA', codes: string[]): Promise<Map<string, PlaceFacts>> {
  const wanted = [...new Set(codes)];
  const found = new Map<string, PlaceFacts>();
  if (wanted.length === 0) return found;
  const set = mode === 'AIR' ? 'airports' : 'seaports';
  const codeList = sql.join(wanted.map((c) => sql`${c}`), sql`, `);
  const match = mode === 'AIR'
    ? sql`${referenceRecords.code} in (${codeList})`
    : or(sql`${referenceRecords.code} in (${codeList})`, sql`(${referenceRecords.row} -> 5) ?| array[${codeList}]::text[]`);
  const rows = await ex.select({ code: referenceRecords.code, row: referenceRecords.row }).from(referenceRecords).where(and(eq(referenceRecords.set, set), match));
  for (const { code, row } of rows) {
    const facts = placeFacts(mode, code, row as unknown[]);
    const aliases = Array.isArray((row as unknown[])[5]) ? ((row as unknown[])[5] as string[]) : [];
    for (const key of [code, ...aliases]) {
      if (wanted.includes(key) && !found.has(key)) found.set(key, { ...facts, code: key });
    }
  }
  return found;
}

/** The facts of one stored airport or seaport row (contracts REFERENCE_ROW_SCHEMAS). */
export function placeFacts(mode: 'AIR' | 'SEA', code: string, row: unknown[]): PlaceFacts {
  const [, name, city, latitude, longitude] = row as [string, string, string | null, number | null, number | null];
  const country = city && /^[A-Z]{2}/.test(city) ? city.slice(0, 2) : mode === 'SEA' ? code.slice(0, 2) : null;
  return { code, name, city, country, latitude, longitude };
}
