import { CHARGE_BASES, FREIGHT_CHARGE_CODE, ManualOptionSchema, type ChargeBasis, type ManualOptionInput, type Quotation } from '@freightdeck/contracts';
import { schemaErrors, toNumber, type FieldLabels } from '@freightdeck/ui';

/** A charge line as the pricing desk types it (text until sent). */
export interface ChargeRow { key: string; code: string; description: string; basis: ChargeBasis; quantity: string; rate: string }
export interface OptionDraft { key: string; carrier: string; transitDays: string; currency: string; remarks: string; charges: ChargeRow[] }

let seq = 0;
const key = () => `k${(seq += 1)}`;

/** The freight line first, by the shipment's own measure: chargeable kg (air), revenue tonnes (LCL), containers (FCL). */
export function freightRow(q: Pick<Quotation, 'mode' | 'totals'>): ChargeRow {
  const unit = q.totals.chargeable.unit;
  const basis: ChargeBasis = unit === 'KG' ? 'PER_CHARGEABLE_KG' : unit === 'RT' ? 'PER_RT' : 'PER_CONTAINER';
  return { key: key(), code: FREIGHT_CHARGE_CODE, description: q.mode === 'AIR' ? 'Air freight' : 'Ocean freight', basis, quantity: String(q.totals.chargeable.value), rate: '' };
}
export const emptyCharge = (): ChargeRow => ({ key: key(), code: '', description: '', basis: 'PER_SHIPMENT', quantity: '1', rate: '' });
export const emptyOption = (q: Pick<Quotation, 'mode' | 'totals' | 'currency'>): OptionDraft => ({ key: key(), carrier: '', transitDays: '', currency: q.currency, remarks: '', charges: [freightRow(q)] });

/** The options the desk already saved, to edit again. */
export function draftsOf(q: Quotation): OptionDraft[] {
  if (q.options.length === 0) return [emptyOption(q)];
  return q.options.map((o) => ({
    key: key(), carrier: o.carrier, transitDays: o.transitDays === null ? '' : String(o.transitDays), currency: o.currency, remarks: o.remarks,
    charges: o.charges.map((c) => ({ key: key(), code: c.code, description: c.description, basis: c.basis, quantity: String(c.quantity), rate: String(c.rate) })),
  }));
}

export function toManualOption(d: OptionDraft): ManualOptionInput {
  return {
    carrier: d.carrier,
    transitDays: toNumber(d.transitDays) ?? null,
    currency: d.currency,
    remarks: d.remarks,
    charges: d.charges.map((c) => ({ code: c.code, description: c.description, basis: c.basis, quantity: toNumber(c.quantity) ?? Number.NaN, rate: toNumber(c.rate) ?? Number.NaN, currency: d.currency })),
  };
}

/** The desk's fields as the pricing screen labels them (docs/product/forms.md#messages). */
const OPTION_LABELS: FieldLabels = {
  carrier: { label: 'Carrier', choose: true },
  transitDays: { label: 'Transit days', noun: 'transit time in days' },
  currency: { label: 'Currency', choose: true },
  remarks: { label: 'Remarks' },
  charges: { label: 'Charges' },
  'charges.code': { label: 'Code', noun: 'charge code' },
  'charges.description': { label: 'Description', noun: 'charge description' },
  'charges.basis': { label: 'Basis', noun: 'charge basis', choose: true },
  'charges.quantity': { label: 'Quantity', noun: 'charge quantity' },
  'charges.rate': { label: 'Rate', noun: 'charge rate' },
};

/** Errors by path (`0.charges.1.rate`) from the contracts' schema, before the API sees them; each names its field. */
export function optionErrors(drafts: OptionDraft[]): Record<string, string> {
  const errors: Record<string, string> = {};
  drafts.forEach((d, i) => {
    const input = toManualOption(d);
    const parsed = ManualOptionSchema.safeParse(input);
    if (parsed.success) return;
    // What was typed, blanks as blanks: a blank rate is "Enter the charge rate", text is "… as a number".
    const typed = { ...input, charges: input.charges.map((c, k) => ({ ...c, quantity: d.charges[k]!.quantity.trim() === '' ? '' : c.quantity, rate: d.charges[k]!.rate.trim() === '' ? '' : c.rate })) };
    const found = schemaErrors(parsed.error.issues, typed, { labels: OPTION_LABELS, fieldOf: (path) => path.replace(/\.currency$/, '') });
    for (const [path, message] of Object.entries(found)) errors[`${i}.${path}`] ??= message;
  });
  return errors;
}

export const BASIS_VALUES = CHARGE_BASES;
