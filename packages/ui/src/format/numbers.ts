import type { ChargeableUnit } from '@freightdeck/contracts';

/**
 * Figures as every page of the portal writes them (docs/product/formats.md): English number
 * formatting, the unit after the figure, "–" for a missing one.
 */
export const LOCALE = 'en';
export const MISSING = '–';

const formatters = new Map<string, Intl.NumberFormat>();
const number = (value: number, maxDigits: number, minDigits = 0) => {
  const key = `${maxDigits}/${minDigits}`;
  let f = formatters.get(key);
  if (!f) formatters.set(key, (f = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: maxDigits, minimumFractionDigits: minDigits })));
  return f.format(value);
};
const known = (value: number | null | undefined): value is number => typeof value === 'number' && Number.isFinite(value);

/** "1,234.57": a plain figure to at most `digits` decimals. */
export function formatNumber(value: number, digits = 2): string {
  return number(value, digits);
}

/** "1,234". */
export function formatCount(value: number): string {
  return number(value, 0);
}

/**
 * "1,234.5 kg" (to 0.1 kg: chargeable weights are in half kilograms). With `tonnesFrom`, a weight
 * from that many kg up reads in tonnes ("29.5 t"), as report totals do.
 */
export function formatWeight(kg: number | null | undefined, options: { tonnesFrom?: number } = {}): string {
  if (!known(kg)) return MISSING;
  if (options.tonnesFrom !== undefined && Math.abs(kg) >= options.tonnesFrom) return `${number(kg / 1000, 1)} t`;
  return `${number(kg, 1)} kg`;
}

/** "2.88 m³" (three decimals, as the API rounds). */
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

/** "850 kg CO2e", "3.46 kg CO2e" under 10 kg, "12.4 t CO2e" from 10 t up; null (not computable) reads "–". */
export function formatCo2e(kg: number | null | undefined): string {
  if (!known(kg)) return MISSING;
  if (Math.abs(kg) >= 10_000) return `${number(kg / 1000, 1)} t CO2e`;
  return `${number(kg, Math.abs(kg) < 10 ? 2 : 0)} kg CO2e`;
}

/**
 * "USD 1,234.50": the ISO code, then the amount in the currency's own minor units (JPY none, KWD
 * three), as Intl knows them. `whole` rounds to the unit, for totals in a report tile. An unknown
 * code still shows its amount.
 */
export function formatMoney(amount: number, currency: string, options: { whole?: boolean } = {}): string {
  try {
    const digits = options.whole ? { maximumFractionDigits: 0, minimumFractionDigits: 0 } : {};
    return new Intl.NumberFormat(LOCALE, { style: 'currency', currency, currencyDisplay: 'code', ...digits }).format(amount).replace(/\u00a0/g, ' ');
  } catch {
    return `${currency} ${options.whole ? number(amount, 0) : number(amount, 2, 2)}`;
  }
}

/** Totals in several currencies are never added up: "USD 1,200.00 + EUR 80.00". */
export function formatMoneyTotals(totals: readonly { amount: number; currency: string }[]): string {
  return totals.length ? totals.map((t) => formatMoney(t.amount, t.currency)).join(' + ') : MISSING;
}
