import { airFreight, type AirRates } from './air-rates';
import { CONTAINER_TYPES, type CargoType, type ContainerType, type SeaLoad } from './cargo';
import { cargoTotals, type CargoTotals, type PieceLine } from './chargeable-weight';
import { CHARGE_BASIS_LABELS, FREIGHT_CHARGE_CODE, type ChargeBasis, type ChargeLine } from './charges';

/**
 * The pricing engine of rate cards (docs/adr/019-quotations-and-rate-cards.md): pure, shared by
 * the API (instant quotes) and the browser (the staff pricing screen's preview). A rate card's
 * tariff and a request's cargo in, the charge lines and their total out.
 *
 * - Air: the chargeable weight as bookings compute it (cargoTotals), the rate of the shipment's
 *   own weight break or the next break's rate × that break's weight when cheaper, never below M
 *   (airFreight); a rate row for the cargo's type (pharmaceutical, perishable) when the card has
 *   one, else the general row.
 * - Sea FCL: per container of each ISO 6346 type; LCL: per revenue tonne (W/M, at least 1), never
 *   below the card's minimum charge.
 * - Surcharges by their basis; percent of freight after the freight lines.
 * - Every line rounded to the currency's minor unit; the total is the sum of the rounded lines.
 */

/** How a surcharge is counted: the bases of charges.ts a rate card may use. */
export const SURCHARGE_BASES = [
  'PER_KG', 'PER_CHARGEABLE_KG', 'PER_SHIPMENT', 'PER_AWB', 'PER_CONTAINER', 'PER_BL', 'PER_RT', 'PERCENT_OF_FREIGHT', 'PERCENT_OF_VALUE',
] as const satisfies readonly ChargeBasis[];
export type SurchargeBasis = (typeof SURCHARGE_BASES)[number];

/** Bases that belong to one mode only: an air waybill is air, a bill of lading and containers are sea. */
export const SURCHARGE_BASIS_MODES: Readonly<Record<SurchargeBasis, readonly ('AIR' | 'SEA')[]>> = {
  PER_KG: ['AIR', 'SEA'],
  PER_CHARGEABLE_KG: ['AIR'],
  PER_SHIPMENT: ['AIR', 'SEA'],
  PER_AWB: ['AIR'],
  PER_CONTAINER: ['SEA'],
  PER_BL: ['SEA'],
  PER_RT: ['SEA'],
  PERCENT_OF_FREIGHT: ['AIR', 'SEA'],
  PERCENT_OF_VALUE: ['AIR', 'SEA'],
};

/** The air weight breaks of a rate row: M minimum charge, N under 45 kg, Q +45 … +1000 kg (per kg). */
export interface AirRateRow {
  /** The cargo type this row prices (a specific rate, IATA class C); null: general cargo. */
  cargoType: CargoType | null;
  minimum: number;
  n: number;
  q45: number;
  q100: number;
  q300: number;
  q500: number;
  q1000: number;
}

export interface FclRate {
  containerType: ContainerType;
  /** Per container. */
  rate: number;
}

export interface LclRate {
  /** Per revenue tonne (the greater of tonnes and m³, at least 1). */
  ratePerRevenueTonne: number;
  /** The least the freight costs. */
  minimumCharge: number;
}

export interface SurchargeRule {
  /** A charge code (MY, SC, AW, BAF, THC…). */
  code: string;
  description: string;
  basis: SurchargeBasis;
  /** Money per unit of the basis, or a percent for the PERCENT_ bases. */
  rate: number;
  /** Applies only to these cargo types; empty: to all. */
  cargoTypes: readonly CargoType[];
  /** Applies only to dangerous goods (RA). */
  dangerousGoodsOnly: boolean;
}

/** What the engine reads of a rate card. */
export interface RateCardTariff {
  mode: 'AIR' | 'SEA';
  /** ISO 4217: every rate and every line of the result. */
  currency: string;
  airRates: readonly AirRateRow[];
  fclRates: readonly FclRate[];
  lclRate: LclRate | null;
  surcharges: readonly SurchargeRule[];
}

/** What the engine reads of a request: cargo as bookings describe it. */
export interface PricingRequest {
  mode: 'AIR' | 'SEA';
  seaLoad: SeaLoad | null;
  cargoType: CargoType;
  dangerousGoods: boolean;
  pieces: readonly PieceLine[];
  containers: readonly { type: ContainerType; count: number; cargoWeightKg: number }[];
  /** The cargo's declared value in the card's currency, for PERCENT_OF_VALUE; null: not declared. */
  declaredValue: number | null;
}

export type PricingResult =
  | { priced: true; currency: string; totals: CargoTotals; lines: ChargeLine[]; freight: number; total: number }
  | { priced: false; reason: string };

// Making an Intl.NumberFormat costs tens of microseconds, and pricing rounds dozens of lines per option.
const MINOR_UNITS = new Map<string, number>();

/** Digits after the decimal point of a currency (ISO 4217 minor unit, from the runtime's CLDR data): USD 2, JPY 0, KWD 3. */
export function currencyMinorUnits(currency: string): number {
  let digits = MINOR_UNITS.get(currency);
  if (digits === undefined) {
    try {
      digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
    } catch {
      digits = 2;
    }
    if (MINOR_UNITS.size < 500) MINOR_UNITS.set(currency, digits);
  }
  return digits;
}

/** Rounded half up to the currency's minor unit. */
export function roundToMinorUnit(amount: number, currency: string): number {
  const f = 10 ** currencyMinorUnits(currency);
  return Math.round((amount + Number.EPSILON * Math.max(1, Math.abs(amount))) * f) / f;
}

/** Sum of already rounded amounts, without floating-point dust (0.1 + 0.2). */
export function sumRounded(amounts: readonly number[], currency: string): number {
  return roundToMinorUnit(amounts.reduce((s, a) => s + a, 0), currency);
}

const toAirRates = (row: AirRateRow): AirRates => ({
  minimum: row.minimum,
  perKg: { 0: row.n, 45: row.q45, 100: row.q100, 300: row.q300, 500: row.q500, 1000: row.q1000 },
});

const CARGO_TYPE_WORDS: Readonly<Record<CargoType, string>> = {
  PARCEL: 'parcel', GENERAL: 'general cargo', PERISHABLE: 'perishable', PHARMACEUTICAL: 'pharmaceutical',
};

/** The card's rate row for the cargo: its own type's when the card has one, else the general row. */
export function airRateRowFor(rows: readonly AirRateRow[], cargoType: CargoType): AirRateRow | null {
  return rows.find((r) => r.cargoType === cargoType) ?? rows.find((r) => r.cargoType === null) ?? null;
}

function freightLines(card: RateCardTariff, req: PricingRequest, totals: CargoTotals, round: (n: number) => number): ChargeLine[] | string {
  const currency = card.currency;
  if (req.mode === 'AIR') {
    const row = airRateRowFor(card.airRates, req.cargoType);
    if (!row) return 'the card has no air rates for this cargo';
    const f = airFreight(totals.chargeable.value, toAirRates(row), round);
    const kind = row.cargoType ? `${CARGO_TYPE_WORDS[row.cargoType]} rate` : 'general rate';
    if (f.rateClass === 'M') {
      return [{ code: FREIGHT_CHARGE_CODE, description: `Air freight, ${kind}, minimum charge (M)`, basis: 'PER_SHIPMENT', quantity: 1, rate: f.rate, amount: f.amount, currency }];
    }
    const nextBreak = f.chargedWeightKg > totals.chargeable.value ? ` (charged as ${f.chargedWeightKg} kg, cheaper than ${totals.chargeable.value} kg at the lower break)` : '';
    return [{ code: FREIGHT_CHARGE_CODE, description: `Air freight, ${kind}, ${f.rateClass}${nextBreak}`, basis: 'PER_CHARGEABLE_KG', quantity: f.chargedWeightKg, rate: f.rate, amount: f.amount, currency }];
  }
  if (req.seaLoad === 'FCL') {
    const lines: ChargeLine[] = [];
    for (const c of req.containers) {
      if (c.count <= 0) continue;
      const rate = card.fclRates.find((r) => r.containerType === c.type);
      if (!rate) return `the card has no rate for ${c.type} containers`;
      lines.push({ code: FREIGHT_CHARGE_CODE, description: `Ocean freight, ${CONTAINER_TYPES[c.type].name} (${c.type})`, basis: 'PER_CONTAINER', quantity: c.count, rate: rate.rate, amount: round(c.count * rate.rate), currency });
    }
    return lines.length ? lines : 'no containers to price';
  }
  const lcl = card.lclRate;
  if (!lcl) return 'the card has no LCL rate';
  const rt = totals.chargeable.value;
  const amount = round(rt * lcl.ratePerRevenueTonne);
  if (amount < lcl.minimumCharge) {
    return [{ code: FREIGHT_CHARGE_CODE, description: `Ocean freight LCL, minimum charge (${rt} revenue tonnes)`, basis: 'PER_SHIPMENT', quantity: 1, rate: lcl.minimumCharge, amount: round(lcl.minimumCharge), currency }];
  }
  return [{ code: FREIGHT_CHARGE_CODE, description: 'Ocean freight LCL (W/M)', basis: 'PER_RT', quantity: rt, rate: lcl.ratePerRevenueTonne, amount, currency }];
}

/** The quantity a surcharge counts, or null when it does not apply to this shipment. */
function surchargeQuantity(rule: SurchargeRule, req: PricingRequest, totals: CargoTotals, freight: number): number | null {
  if (!SURCHARGE_BASIS_MODES[rule.basis].includes(req.mode)) return null;
  switch (rule.basis) {
    case 'PER_KG': return totals.grossWeightKg;
    case 'PER_CHARGEABLE_KG': return totals.chargeable.value;
    case 'PER_SHIPMENT': case 'PER_AWB': case 'PER_BL': return 1;
    case 'PER_CONTAINER': return req.seaLoad === 'FCL' ? totals.pieces : null;
    case 'PER_RT': return req.seaLoad === 'LCL' ? totals.chargeable.value : null;
    case 'PERCENT_OF_FREIGHT': return freight;
    case 'PERCENT_OF_VALUE': return req.declaredValue !== null && req.declaredValue > 0 ? req.declaredValue : null;
  }
}

/** Prices a request by one rate card: every line, or why the card cannot price it. */
export function priceByRateCard(card: RateCardTariff, req: PricingRequest): PricingResult {
  if (card.mode !== req.mode) return { priced: false, reason: `the card is for ${card.mode} freight` };
  const currency = card.currency;
  const round = (n: number) => roundToMinorUnit(n, currency);
  const totals = cargoTotals({ mode: req.mode, seaLoad: req.seaLoad, pieces: req.pieces, containers: req.containers });
  if (totals.chargeable.value <= 0) return { priced: false, reason: 'the cargo has nothing to charge' };
  const freightOrReason = freightLines(card, req, totals, round);
  if (typeof freightOrReason === 'string') return { priced: false, reason: freightOrReason };
  const lines = [...freightOrReason];
  const freight = sumRounded(lines.map((l) => l.amount), currency);
  for (const rule of card.surcharges) {
    if (rule.dangerousGoodsOnly && !req.dangerousGoods) continue;
    if (rule.cargoTypes.length && !rule.cargoTypes.includes(req.cargoType)) continue;
    const quantity = surchargeQuantity(rule, req, totals, freight);
    if (quantity === null) continue;
    const percent = rule.basis === 'PERCENT_OF_FREIGHT' || rule.basis === 'PERCENT_OF_VALUE';
    const amount = round(percent ? (quantity * rule.rate) / 100 : quantity * rule.rate);
    lines.push({ code: rule.code, description: rule.description || CHARGE_BASIS_LABELS[rule.basis], basis: rule.basis, quantity, rate: rule.rate, amount, currency });
  }
  return { priced: true, currency, totals, lines, freight, total: sumRounded(lines.map((l) => l.amount), currency) };
}
