import type { ChargeableUnit } from '@freightdeck/contracts';

/**
 * Cargo figures as every remote shows them ("1,234.5 kg", "2.88 m³"): English number
 * formatting, as the rest of the portal. "–" for a missing figure.
 */
const LOCALE = 'en';
const MISSING = '–';

const number = (value: number, maxDigits: number) => new Intl.NumberFormat(LOCALE, { maximumFractionDigits: maxDigits }).format(value);
const known = (value: number | null | undefined): value is number => typeof value === 'number' && Number.isFinite(value);

/** "1,234.5 kg" (to 0.1 kg: chargeable weights are in half kilograms). */
export function formatWeight(kg: number | null | undefined): string {
  return known(kg) ? `${number(kg, 1)} kg` : MISSING;
}

/** "2.88 m³" (to the litre would be noise; three decimals as the API rounds). */
export function formatVolume(m3: number | null | undefined): string {
  return known(m3) ? `${number(m3, 3)} m³` : MISSING;
}

/** Air: kg; sea LCL: revenue tonnes (W/M); sea FCL: containers. */
export function formatChargeable(chargeable: { value: number; unit: ChargeableUnit }): string {
  const { value, unit } = chargeable;
  if (unit === 'KG') return formatWeight(value);
  if (unit === 'RT') return `${number(value, 3)} RT`;
  return `${number(value, 0)} ${value === 1 ? 'container' : 'containers'}`;
}

/** "1,234". */
export function formatCount(value: number): string {
  return number(value, 0);
}
