/**
 * Air freight rate classes (docs/product/freight.md#charges): M minimum charge, N normal (under
 * 45 kg), Q quantity breaks +45, +100, +300, +500, +1000 kg. A shipment is charged at the break
 * that gives the lowest total — its own break's rate, or a higher break's rate × that break's
 * weight when cheaper — and never below M.
 */
export const AIR_WEIGHT_BREAKS = [0, 45, 100, 300, 500, 1000] as const;
export type AirWeightBreak = (typeof AIR_WEIGHT_BREAKS)[number];

export interface AirRates {
  minimum: number;
  /** Rate per kg from each break: 0 is N, the others Q. */
  perKg: Readonly<Record<AirWeightBreak, number>>;
}

export interface AirFreight {
  /** The weight charged: the chargeable weight, or a higher break's weight when that is cheaper. */
  chargedWeightKg: number;
  rate: number;
  /** M, N, or the break (+45…). */
  rateClass: string;
  amount: number;
}

const breakLabel = (b: AirWeightBreak) => (b === 0 ? 'N' : `+${b}`);

/** `round`: to the currency's minor unit (cents by default; rate-cards.ts passes the card's currency). */
export function airFreight(chargeableKg: number, rates: AirRates, round: (amount: number) => number = (a) => Math.round(a * 100) / 100): AirFreight {
  let best: AirFreight | null = null;
  // Breaks below the shipment's own are not available to it.
  const own = [...AIR_WEIGHT_BREAKS].reverse().find((x) => x <= chargeableKg) ?? 0;
  for (const b of AIR_WEIGHT_BREAKS) {
    if (b < own) continue;
    const weight = Math.max(chargeableKg, b);
    const amount = round(weight * rates.perKg[b]);
    if (!best || amount < best.amount) best = { chargedWeightKg: weight, rate: rates.perKg[b], rateClass: breakLabel(b), amount };
  }
  const result = best as AirFreight;
  if (result.amount < rates.minimum) return { chargedWeightKg: chargeableKg, rate: rates.minimum, rateClass: 'M', amount: round(rates.minimum) };
  return result;
}
