import { useReferenceStatus, useReferenceSet } from '@freightdeck/references';
import { formatPhone } from './phone';
import { formatCountry, formatPlace } from './places';

const FORMATS = { formatPhone, formatCountry, formatPlace };

/**
 * The formatters that read reference data (phone, country, place), for a component: it renders
 * again once the data is in, and starts the download where no session has (a public page).
 */
export function useReferenceFormats(): typeof FORMATS {
  useReferenceSet('callingCodes');
  useReferenceStatus();
  return FORMATS;
}
