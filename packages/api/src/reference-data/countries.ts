import { iso31661, iso31662 } from 'iso-3166';
import { getCountries, getCountryCallingCode } from 'libphonenumber-js';
import type { CallingCode, CountryRegion } from '@freightdeck/contracts';
import { byKey } from './normalize';

/** ISO 3166-1 countries with their ISO 3166-2 subdivisions (iso-3166, MIT). */
export function buildCountryRegions(): CountryRegion[] {
  const subdivisions = new Map<string, { code: string; name: string }[]>();
  for (const s of iso31662) {
    const country = s.code.slice(0, 2);
    subdivisions.set(country, [...(subdivisions.get(country) ?? []), { code: s.code, name: s.name }]);
  }
  return iso31661
    .map((c) => ({ code: c.alpha2, name: c.name, subdivisions: (subdivisions.get(c.alpha2) ?? []).sort(byKey((s) => s.code)) }))
    .sort(byKey((c) => c.code));
}

/** The calling code of every country libphonenumber knows (metadata Apache-2.0). */
export function buildCallingCodes(): CallingCode[] {
  return getCountries()
    .map((country) => ({ country, callingCode: `+${getCountryCallingCode(country)}` }))
    .sort(byKey((c) => c.country));
}
