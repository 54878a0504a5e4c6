import type { Airport, CallingCode, Carrier, ChargeCode, City, CountryRegion, Seaport } from '@freightdeck/contracts';
import { index } from './reference-data';

/** Constant-time lookups by code; undefined while the data is not loaded or for an unknown code. */
export const airport = (iataCode: string | null | undefined): Airport | undefined => index('airports')?.get(iataCode);
/** By UN/LOCODE or one of the port's alias codes (`seaport('CNSGH')` is Shanghai). */
export const seaport = (code: string | null | undefined): Seaport | undefined => index('seaports')?.get(code);
export const city = (code: string | null | undefined): City | undefined => index('cities')?.get(code);
export const countryRegion = (code: string | null | undefined): CountryRegion | undefined => index('countryRegions')?.get(code);
export const callingCode = (country: string | null | undefined): CallingCode | undefined => index('callingCodes')?.get(country);
/** By IATA code or SCAC (also by ICAO code or air waybill prefix). */
export const carrier = (code: string | null | undefined): Carrier | undefined => index('carriers')?.get(code);
export const chargeCode = (code: string | null | undefined): ChargeCode | undefined => index('chargeCodes')?.get(code);
