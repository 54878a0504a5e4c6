import { CreateQuotationSchema, type SchedulePrefill } from '@freightdeck/contracts';
import { emptyContainer, emptyPiece, emptyShipmentFields, shipmentFromSchedule, toCargoInput, toNumber, type ShipmentFields } from '@freightdeck/ui';

/**
 * The request form's state: the shipment fields the booking form has too (the ui kit's shared
 * ShipmentFields, docs/adr/025-quotations-ui.md), and what only a quotation asks: the currency
 * to compare in, the declared value (insurance), remarks, and whose request it is.
 */
export type RequestFields = ShipmentFields & {
  organizationId: string;
  currency: string;
  'declaredValue.amount': string;
  'declaredValue.currency': string;
  remarks: string;
};
export type RequestValues = RequestFields & Record<string, unknown>;

export function emptyRequest(): RequestValues {
  return { ...emptyShipmentFields(), organizationId: '', currency: 'USD', 'declaredValue.amount': '', 'declaredValue.currency': 'USD', remarks: '' };
}

/** Opened from a schedule option (/schedules → "Quote"): mode, route, ready date and the option. */
export const requestFromSchedule = (prefill: SchedulePrefill): RequestValues => ({ ...emptyRequest(), ...shipmentFromSchedule(prefill) });

/** A draft's saved state over the empty form (fields added since start empty). */
export function requestFromDraft(data: Record<string, unknown>): RequestValues {
  const saved = (data.values && typeof data.values === 'object' ? data.values : {}) as Record<string, unknown>;
  const base = emptyRequest();
  const known = Object.fromEntries(Object.entries(saved).filter(([k, v]) => k in base && typeof v === typeof base[k]));
  const merged = { ...base, ...known } as RequestValues;
  if (merged['cargo.pieces'].length === 0) merged['cargo.pieces'] = [emptyPiece()];
  if (merged['cargo.containers'].length === 0) merged['cargo.containers'] = [emptyContainer()];
  return merged;
}

/** `POST /v1/quotations`'s body (CreateQuotationSchema's input) from the form. */
export function toQuotationInput(v: RequestFields, draftId?: string | null) {
  const amount = toNumber(v['declaredValue.amount']);
  const scheduleFits = v.scheduleOptionId !== '' && v.legs.length > 0 && v.legs[0]!.from === v.origin && v.legs.at(-1)!.to === v.destination;
  return {
    mode: v.mode || undefined,
    seaLoad: v.mode === 'SEA' ? v.seaLoad || null : null,
    origin: v.origin,
    destination: v.destination,
    cargoReadyDate: v.cargoReadyDate,
    cargo: toCargoInput(v),
    declaredValue: amount === undefined ? null : { amount, currency: v['declaredValue.currency'] },
    currency: v.currency || 'USD',
    scheduleOptionId: scheduleFits ? v.scheduleOptionId : null,
    remarks: v.remarks.trim(),
    ...(v.organizationId ? { organizationId: v.organizationId } : {}),
    ...(draftId ? { draftId } : {}),
  };
}

const FIELD_KEYS = Object.keys(emptyRequest());
/** Where an error path shows: the field itself, or the first field inside a part (`cargo.temperature` → its minimum). */
export const fieldOfPath = (path: string) => (FIELD_KEYS.includes(path) ? path : FIELD_KEYS.find((k) => k.startsWith(`${path}.`)) ?? path);

/** The request as the API will check it (the contracts' schema), by field, with the user's words for blanks. */
export function requestErrors(v: RequestFields, { customerRequired = false } = {}): Record<string, string> {
  const input = toQuotationInput(v);
  const parsed = CreateQuotationSchema.safeParse(input);
  // Staff ask on behalf of a customer: the API refuses a request of theirs without one.
  const errors: Record<string, string> = customerRequired && !v.organizationId ? { organizationId: 'is required: choose the customer to quote for' } : {};
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) {
    const path = issue.path.map(String).join('.');
    const value = issue.path.reduce<unknown>((o, k) => (o && typeof o === 'object' ? (o as Record<PropertyKey, unknown>)[k as PropertyKey] : undefined), input);
    const blank = issue.code !== 'custom' && (value === undefined || value === '' || value === null);
    errors[fieldOfPath(path)] ??= blank ? 'is required' : typeof value === 'number' && Number.isNaN(value) ? 'must be a number' : issue.message;
  }
  return errors;
}
