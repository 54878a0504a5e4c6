import { useCallback } from 'react';
import { useCountryRegions } from '@freightdeck/references';

/** A country code's name once the reference data is loaded (the code until then, a dash for none). */
export function useCountryName(): (code: string | null | undefined) => string {
  const { get } = useCountryRegions();
  return useCallback((code) => (code ? get(code)?.name ?? code : '–'), [get]);
}
