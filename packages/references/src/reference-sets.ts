/** The 7 reference sets (spec §3, §7), named as the fields of `/v1/references/hash`. */
export const REFERENCE_SETS = [
  'airports', 'callingCodes', 'carriers', 'chargeCodes', 'cities', 'countryRegions', 'seaports',
] as const;

export type ReferenceSet = (typeof REFERENCE_SETS)[number];

/** Where the hash of the stored data lives, beside the sets themselves. */
export const HASH_ENTRY = 'hash';
