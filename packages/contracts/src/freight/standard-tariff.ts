import type { AirRates } from './air-rates';
import type { ChargeBasis } from './charges';
import type { ContainerType } from './cargo';

/**
 * The platform's standard tariff: indicative rates shown to a customer who books without a
 * quotation, by distance band (air: great-circle + 95 km; sea: great-circle × 1.15). Operations
 * confirm or adjust the charges; quotations (rate cards per carrier and lane) replace them.
 * Figures in USD, set by Freightdeck Operations for 2026 from published market indices
 * (TAC Index air, Drewry WCI ocean) rounded to tariff steps.
 */
export const STANDARD_TARIFF_VERSION = 'Freightdeck standard tariff 2026-1 (indicative, USD)';
export const STANDARD_TARIFF_CURRENCY = 'USD';

export interface DistanceBand<T> {
  /** Inclusive lower bound in km; the bands are in increasing order. */
  fromKm: number;
  label: string;
  rates: T;
}

export const AIR_BANDS: readonly DistanceBand<AirRates>[] = [
  { fromKm: 0, label: 'short haul (under 1,000 km)', rates: { minimum: 75, perKg: { 0: 4.2, 45: 3.6, 100: 3.1, 300: 2.8, 500: 2.6, 1000: 2.4 } } },
  { fromKm: 1000, label: 'medium haul (1,000–3,700 km)', rates: { minimum: 90, perKg: { 0: 5.6, 45: 4.8, 100: 4.1, 300: 3.7, 500: 3.4, 1000: 3.1 } } },
  { fromKm: 3700, label: 'long haul (over 3,700 km)', rates: { minimum: 120, perKg: { 0: 7.9, 45: 6.5, 100: 5.4, 300: 4.6, 500: 4.2, 1000: 3.8 } } },
];

export interface SeaRates {
  perContainer: Readonly<Record<ContainerType, number>>;
  /** LCL, per revenue tonne (W/M, minimum 1). */
  perRevenueTonne: number;
}

export const SEA_BANDS: readonly DistanceBand<SeaRates>[] = [
  { fromKm: 0, label: 'regional (under 5,000 km)', rates: { perContainer: { '22G1': 900, '42G1': 1500, '45G1': 1600, '22R1': 2100, '45R1': 3200 }, perRevenueTonne: 48 } },
  { fromKm: 5000, label: 'intercontinental (5,000–15,000 km)', rates: { perContainer: { '22G1': 1450, '42G1': 2400, '45G1': 2550, '22R1': 3300, '45R1': 4900 }, perRevenueTonne: 72 } },
  { fromKm: 15000, label: 'long haul (over 15,000 km)', rates: { perContainer: { '22G1': 1900, '42G1': 3200, '45G1': 3350, '22R1': 4300, '45R1': 6300 }, perRevenueTonne: 95 } },
];

export interface TariffSurcharge {
  code: string;
  description: string;
  basis: ChargeBasis;
  rate: number;
  /** When it applies; default always. */
  when?: 'DANGEROUS_GOODS' | 'FCL' | 'LCL';
}

export const AIR_SURCHARGES: readonly TariffSurcharge[] = [
  { code: 'MY', description: 'Fuel surcharge', basis: 'PER_KG', rate: 1.05 },
  { code: 'SC', description: 'Security charge', basis: 'PER_KG', rate: 0.18 },
  { code: 'AW', description: 'Air waybill fee', basis: 'PER_AWB', rate: 35 },
  { code: 'CH', description: 'Clearance and handling at origin', basis: 'PER_SHIPMENT', rate: 45 },
  { code: 'RA', description: 'Dangerous goods fee', basis: 'PER_AWB', rate: 150, when: 'DANGEROUS_GOODS' },
];

export const SEA_SURCHARGES: readonly TariffSurcharge[] = [
  { code: 'BAF', description: 'Bunker adjustment factor', basis: 'PER_CONTAINER', rate: 250, when: 'FCL' },
  { code: 'THC', description: 'Terminal handling charge', basis: 'PER_CONTAINER', rate: 180, when: 'FCL' },
  { code: 'ISPS', description: 'Port security (ISPS)', basis: 'PER_CONTAINER', rate: 15, when: 'FCL' },
  { code: 'DOC', description: 'Documentation fee', basis: 'PER_BL', rate: 60 },
];

export function bandFor<T>(bands: readonly DistanceBand<T>[], distanceKm: number): DistanceBand<T> {
  let found = bands[0] as DistanceBand<T>;
  for (const band of bands) if (distanceKm >= band.fromKm) found = band;
  return found;
}
