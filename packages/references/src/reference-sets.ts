import { REFERENCE_SET_NAMES, type ReferenceSetName } from '@freightdeck/contracts';

/**
 * The 7 reference sets (docs/product/reference-data.md#the-seven-sets), named as the fields of
 * `/v1/references/hash`.
 */
export const REFERENCE_SETS = REFERENCE_SET_NAMES;

export type ReferenceSet = ReferenceSetName;

/** Where the hash of the stored data lives, beside the sets themselves. */
export const HASH_ENTRY = 'hash';
