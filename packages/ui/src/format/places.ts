import { airport, city, countryRegion, seaport } from '@freightdeck/references';
import { MISSING } from './numbers';

let regionNames: Intl.DisplayNames | null | undefined;
/** The engine's English name of a region, for a page that has not loaded the reference data. */
function displayName(code: string): string | undefined {
  if (regionNames === undefined) {
    try {
      regionNames = new Intl.DisplayNames(['en'], { type: 'region' });
    } catch {
      regionNames = null; // an engine without DisplayNames: the ISO code is still clear
    }
  }
  try {
    const name = regionNames?.of(code);
    return name && name !== code ? name : undefined;
  } catch {
    return undefined; // not a region code
  }
}

/** "Singapore" for `SG`: the reference data's name (ISO 3166), else the engine's, else the code. */
export function formatCountry(code: string | null | undefined): string {
  if (!code) return MISSING;
  return countryRegion(code)?.name ?? displayName(code) ?? code;
}

/** The name of an airport (IATA), seaport (UN/LOCODE) or city code, when the reference data knows it. */
export function placeName(code: string | null | undefined): string | undefined {
  if (!code) return undefined;
  return (code.length === 3 ? airport(code)?.name : seaport(code)?.name) ?? city(code)?.name;
}

/** "SIN Singapore Changi": the code people book by, then its name; the code alone when unknown. */
export function formatPlace(code: string | null | undefined): string {
  if (!code) return MISSING;
  const name = placeName(code);
  return name ? `${code} ${name}` : code;
}
