export { REFERENCE_SETS, type ReferenceSet } from './reference-sets';
export { referenceStore } from './reference-store';
