/**
 * Charge lines of a booking (docs/product/freight.md#charges): charge code, basis, quantity, rate,
 * amount, currency.
 */
export const CHARGE_BASES = ['PER_KG', 'PER_CHARGEABLE_KG', 'PER_RT', 'PER_CONTAINER', 'PER_SHIPMENT', 'PER_AWB', 'PER_BL', 'PERCENT_OF_FREIGHT', 'PERCENT_OF_VALUE', 'FLAT'] as const;
export type ChargeBasis = (typeof CHARGE_BASES)[number];

export const CHARGE_BASIS_LABELS: Readonly<Record<ChargeBasis, string>> = {
  PER_KG: 'per kg',
  PER_CHARGEABLE_KG: 'per chargeable kg',
  PER_RT: 'per revenue tonne',
  PER_CONTAINER: 'per container',
  PER_SHIPMENT: 'per shipment',
  PER_AWB: 'per air waybill',
  PER_BL: 'per bill of lading',
  PERCENT_OF_FREIGHT: '% of freight',
  PERCENT_OF_VALUE: '% of declared value',
  FLAT: 'flat',
};

/** The freight line itself (the air waybill's weight charge, the ocean freight); other lines carry a charge code. */
export const FREIGHT_CHARGE_CODE = 'FRT';

export interface ChargeLine {
  /** A charge code of the reference set (AW, MY, BAF…) or FRT for the freight itself. */
  code: string;
  description: string;
  basis: ChargeBasis;
  quantity: number;
  rate: number;
  amount: number;
  /** ISO 4217. */
  currency: string;
}

export const roundMoney = (value: number): number => Math.round((value + Number.EPSILON) * 100) / 100;

/**
 * quantity × rate, or for a percentage the percent of the freight lines (of freight), or of the
 * declared value (the quantity).
 */
export function chargeAmount(line: Pick<ChargeLine, 'basis' | 'quantity' | 'rate'>, freight = 0): number {
  if (line.basis === 'PERCENT_OF_FREIGHT') return roundMoney((freight * line.rate) / 100);
  if (line.basis === 'PERCENT_OF_VALUE') return roundMoney((line.quantity * line.rate) / 100);
  return roundMoney(line.quantity * line.rate);
}

/** Totals per currency (a booking may mix currencies; they are never converted silently). */
export function chargeTotals(lines: readonly Pick<ChargeLine, 'amount' | 'currency'>[]): { currency: string; amount: number }[] {
  const sums = new Map<string, number>();
  for (const line of lines) sums.set(line.currency, (sums.get(line.currency) ?? 0) + line.amount);
  return [...sums].map(([currency, amount]) => ({ currency, amount: roundMoney(amount) })).sort((a, b) => a.currency.localeCompare(b.currency));
}
