import { useReferenceFormats } from '@freightdeck/ui';

/** A country code's name (the ui kit's formatCountry), again once the reference data is loaded; a dash for none. */
export function useCountryName(): (code: string | null | undefined) => string {
  return useReferenceFormats().formatCountry;
}
