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
