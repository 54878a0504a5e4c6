export { REFERENCE_SETS, type ReferenceSet } from './reference-sets';
export { referenceStore } from './reference-store';
export {
  loadReferenceData, clearReferenceData, getReferenceSnapshot, subscribeReferenceData,
  type ReferenceSnapshot, type ReferenceStatus, type SyncResult,
} from './reference-data';
export { ReferenceIndex, fold } from './reference-index';
export { airport, seaport, city, countryRegion, callingCode, carrier, chargeCode } from './lookups';
export {
  useReferenceSet, useReferenceStatus, useAirports, useSeaports, useCities, useCountryRegions,
  useCallingCodes, useCarriers, useChargeCodes, type ReferenceSetState,
} from './hooks';
export { ReferenceDataSession } from './reference-data-session';
export type {
  Airport, Seaport, City, CountryRegion, CountrySubdivision, CallingCode, Carrier, ChargeCode, ReferenceRecords,
} from '@freightdeck/contracts';
