import { airFreight } from './air-rates';
import { CONTAINER_TYPES, type SeaLoad } from './cargo';
import type { CargoTotals, ContainerLine } from './chargeable-weight';
import { chargeAmount, FREIGHT_CHARGE_CODE, roundMoney, type ChargeLine } from './charges';
import { AIR_BANDS, AIR_SURCHARGES, bandFor, SEA_BANDS, SEA_SURCHARGES, STANDARD_TARIFF_CURRENCY, type TariffSurcharge } from './standard-tariff';

export interface EstimateInput {
  mode: 'AIR' | 'SEA';
  seaLoad?: SeaLoad | null;
  totals: CargoTotals;
  containers?: readonly Partial<ContainerLine>[];
  /** Route distance for the band (as emissions count it); null when unknown. */
  distanceKm: number | null;
  dangerousGoods: boolean;
}

const applies = (s: TariffSurcharge, input: EstimateInput) =>
  !s.when || (s.when === 'DANGEROUS_GOODS' && input.dangerousGoods) || (s.when === 'FCL' && input.seaLoad === 'FCL') || (s.when === 'LCL' && input.seaLoad === 'LCL');

function surchargeQuantity(s: TariffSurcharge, input: EstimateInput): number {
  switch (s.basis) {
    case 'PER_KG': return input.totals.chargeable.value;
    case 'PER_RT': return input.totals.chargeable.value;
    case 'PER_CONTAINER': return input.totals.pieces;
    case 'PERCENT_OF_FREIGHT': return 1;
    default: return 1;
  }
}

/**
 * Charges by the standard tariff (indicative): the freight line and the surcharges that apply.
 * Empty while the cargo or the route is not known well enough to price.
 */
export function estimateCharges(input: EstimateInput): ChargeLine[] {
  const currency = STANDARD_TARIFF_CURRENCY;
  if (input.distanceKm === null || input.totals.chargeable.value <= 0) return [];
  const lines: ChargeLine[] = [];
  if (input.mode === 'AIR') {
    const band = bandFor(AIR_BANDS, input.distanceKm);
    const freight = airFreight(input.totals.chargeable.value, band.rates);
    const basis = freight.rateClass === 'M' ? 'FLAT' : 'PER_KG';
    lines.push({ code: FREIGHT_CHARGE_CODE, description: `Air freight, ${band.label}, rate class ${freight.rateClass}`, basis, quantity: basis === 'FLAT' ? 1 : freight.chargedWeightKg, rate: freight.rate, amount: freight.amount, currency });
  } else if (input.seaLoad === 'FCL') {
    const band = bandFor(SEA_BANDS, input.distanceKm);
    for (const c of input.containers ?? []) {
      if (!c.type || !c.count || c.count <= 0) continue;
      const rate = band.rates.perContainer[c.type];
      lines.push({ code: FREIGHT_CHARGE_CODE, description: `Ocean freight, ${CONTAINER_TYPES[c.type].name}, ${band.label}`, basis: 'PER_CONTAINER', quantity: c.count, rate, amount: roundMoney(c.count * rate), currency });
    }
  } else {
    const band = bandFor(SEA_BANDS, input.distanceKm);
    const rt = input.totals.chargeable.value;
    lines.push({ code: FREIGHT_CHARGE_CODE, description: `Ocean freight LCL (W/M), ${band.label}`, basis: 'PER_RT', quantity: rt, rate: band.rates.perRevenueTonne, amount: roundMoney(rt * band.rates.perRevenueTonne), currency });
  }
  const freightTotal = lines.reduce((s, l) => s + l.amount, 0);
  for (const s of input.mode === 'AIR' ? AIR_SURCHARGES : SEA_SURCHARGES) {
    if (!applies(s, input)) continue;
    const quantity = surchargeQuantity(s, input);
    lines.push({ code: s.code, description: s.description, basis: s.basis, quantity, rate: s.rate, amount: chargeAmount({ basis: s.basis, quantity, rate: s.rate }, freightTotal), currency });
  }
  return lines;
}
