export {
  LOCALE, MISSING, formatNumber, formatCount, formatWeight, formatVolume, formatChargeable, formatCo2e, formatMoney, formatMoneyTotals,
} from './numbers';
export { formatInstant, formatPlaceTime, formatDay, formatInstantsIn, offsetMinutes, type InstantZone } from './instants';
export { formatCountry, formatPlace, placeName } from './places';
export { formatPhone, type PhoneParts } from './phone';
export { useReferenceFormats } from './use-reference-formats';
