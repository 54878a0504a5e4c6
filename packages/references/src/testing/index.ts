import { REFERENCE_CODECS, type ReferenceRecords, type ReferenceSetName } from '@freightdeck/contracts';
import { primeReferenceDataForTests } from '../reference-data';

/**
 * For tests of the shell and the remotes (`@freightdeck/references/testing`): the reference
 * data as if the session had loaded it — these records, or empty sets — with no request.
 */
export function primeReferenceData(records: Partial<{ [S in ReferenceSetName]: ReferenceRecords[S][] }> = {}): void {
  const rows = Object.fromEntries(
    Object.entries(records).map(([set, list]) => [set, (list as never[]).map((r) => REFERENCE_CODECS[set as ReferenceSetName].encode(r))]),
  );
  primeReferenceDataForTests(rows);
}
