import {
  CHARGE_BASES, CHARGE_BASIS_LABELS, chargeAmount, FREIGHT_CHARGE_CODE, type Booking, type ChargeBasis, type ChargeLine,
} from '@freightdeck/contracts';
import { lineAt, lineCount, lineRules, numberRule, parseNumber, requiredRule, type FlatRules, type FlatValues } from './line-values';

export const CHARGE_FIELDS = ['code', 'description', 'basis', 'quantity', 'rate', 'currency'] as const;
export const MAX_CHARGE_LINES = 50;

export const chargeCount = (v: FlatValues) => lineCount(v, 'charges', 'code');

export function toChargeValues(b: Booking): FlatValues {
  const values: FlatValues = {};
  b.charges.forEach((c, i) => {
    for (const f of CHARGE_FIELDS) values[`charges.${i}.${f}`] = String(c[f]);
  });
  return values;
}

export const emptyCharge = (currency: string, code = ''): Record<string, string> =>
  ({ code, description: code === FREIGHT_CHARGE_CODE ? 'Freight' : '', basis: 'PER_SHIPMENT', quantity: '1', rate: '', currency });

const isBasis = (s: string): s is ChargeBasis => (CHARGE_BASES as readonly string[]).includes(s);

/** The reference set names a basis in words ("per kg"); the charge line wants the code. */
export const basisFromLabel = (label: string): ChargeBasis | undefined =>
  CHARGE_BASES.find((b) => CHARGE_BASIS_LABELS[b] === label.trim().toLowerCase());

/**
 * The lines as typed, each with its amount computed as the server does (chargeAmount): a
 * percentage is of the sum of the FRT lines that are not percentages themselves, as the API
 * computes it. Unreadable numbers count 0 until the rules refuse them on save.
 */
export function chargeLinesOf(v: FlatValues): ChargeLine[] {
  const raw = Array.from({ length: chargeCount(v) }, (_, i) => lineAt(v, 'charges', i, CHARGE_FIELDS));
  const lines = raw.map((r) => {
    const n = (s: string) => (Number.isFinite(parseNumber(s)) ? parseNumber(s) : 0);
    return {
      code: r.code!.trim().toUpperCase(), description: r.description!.trim(), basis: (isBasis(r.basis!) ? r.basis : 'FLAT') as ChargeBasis,
      quantity: n(r.quantity!), rate: n(r.rate!), currency: r.currency!.trim().toUpperCase(), amount: 0,
    };
  });
  const freight = lines
    .filter((l) => l.code === FREIGHT_CHARGE_CODE && l.basis !== 'PERCENT_OF_FREIGHT')
    .reduce((sum, l) => sum + chargeAmount(l), 0);
  return lines.map((l) => ({ ...l, amount: chargeAmount(l, freight) }));
}

/** The PATCH body: every line (the list replaces the booking's), amounts left to the server. */
export function toChargesPatch(b: Booking, v: FlatValues) {
  const charges = chargeLinesOf(v).map(({ amount: _amount, ...line }) => line);
  return { charges, expectedVersion: b.version };
}

export function chargeRules(): FlatRules {
  return lineRules('charges', MAX_CHARGE_LINES, {
    code: () => [requiredRule('Choose a charge code'), (v) => (/^[A-Za-z]{2,4}$/.test(v.trim()) ? undefined : 'Enter a charge code of 2 to 4 letters')],
    description: () => [requiredRule('Enter a description')],
    basis: () => [(v) => (isBasis(v) ? undefined : 'Choose a basis')],
    quantity: () => [numberRule(0, 10_000_000, 'Enter a quantity from 0 to 10,000,000')],
    rate: () => [numberRule(0, 10_000_000, 'Enter a rate from 0 to 10,000,000')],
    currency: () => [(v) => (/^[A-Za-z]{3}$/.test(v.trim()) ? undefined : 'Enter a 3-letter currency code (ISO 4217)')],
  });
}
