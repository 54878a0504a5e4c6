import type { FieldIssue } from '@freightdeck/contracts';
import type { Located } from '../references';

/** The fields naming a place the reference data does not know, each as a validation issue. */
export function unknownPlaces(found: Located, mode: 'AIR' | 'SEA', fields: { path: string; code: string }[]): FieldIssue[] {
  const what = mode === 'AIR' ? 'airport' : 'seaport';
  return fields.filter((f) => !found.has(f.code)).map((f) => ({ path: f.path, message: `${f.code} is not a known ${what}` }));
}
