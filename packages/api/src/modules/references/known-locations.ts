import { and, inArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db';
import { referenceRecords } from '../../db/schema';

/**
 * Which of these UN/LOCODEs the reference data knows: a seaport (its code or an alias code) or a
 * city (cities carry UN/LOCODEs, docs/product/reference-data.md). Tracking refuses an event at a
 * place no list knows.
 */
export async function knownLocationCodes(ex: Executor, codes: string[]): Promise<Set<string>> {
  const wanted = [...new Set(codes)];
  const known = new Set<string>();
  if (wanted.length === 0) return known;
  const codeList = sql.join(wanted.map((c) => sql`${c}`), sql`, `);
  const rows = await ex.select({ set: referenceRecords.set, code: referenceRecords.code, row: referenceRecords.row }).from(referenceRecords).where(and(
    inArray(referenceRecords.set, ['seaports', 'cities']),
    or(inArray(referenceRecords.code, wanted), sql`(${referenceRecords.set} = 'seaports' and (${referenceRecords.row} -> 5) ?| array[${codeList}]::text[])`),
  ));
  for (const { code, row } of rows) {
    if (wanted.includes(code)) known.add(code);
    const aliases = Array.isArray((row as unknown[])[5]) ? ((row as unknown[])[5] as string[]) : [];
    for (const a of aliases) if (wanted.includes(a)) known.add(a);
  }
  return known;
}
