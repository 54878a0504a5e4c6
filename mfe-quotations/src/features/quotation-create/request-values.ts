import { CreateQuotationSchema, type SchedulePrefill } from '@freightdeck/contracts';
import {
  emptyContainer, emptyPiece, emptyShipmentFields, requiredMessage, schemaErrors, SHIPMENT_FIELD_LABELS, shipmentFromSchedule, toCargoInput, toNumber,
  type FieldLabels, type ShipmentFields,
} from '@freightdeck/ui';

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

/**
 * Every request field as the form labels it, by API path: the shipment's as the booking form
 * names them (the ui kit's SHIPMENT_FIELD_LABELS), and what only a quotation asks.
 */
export const REQUEST_FIELD_LABELS: FieldLabels = {
  ...SHIPMENT_FIELD_LABELS,
  organizationId: { label: 'Customer', noun: 'customer to quote for', choose: true },
  currency: { label: 'Currency', noun: 'currency to compare prices in', choose: true },
  declaredValue: { label: 'Declared value' },
  'declaredValue.amount': { label: 'Declared value' },
  'declaredValue.currency': { label: 'Declared value currency', noun: 'currency of the declared value', choose: true },
  remarks: { label: 'Remarks' },
};

/**
 * The request as the API will check it (the contracts' schema), by field, each message naming
 * its field as the booking form's do ("Enter the cargo-ready date", docs/product/forms.md#messages).
 */
export function requestErrors(v: RequestFields, { customerRequired = false } = {}): Record<string, string> {
  const input = toQuotationInput(v);
  const parsed = CreateQuotationSchema.safeParse(input);
  // Staff ask on behalf of a customer: the API refuses a request of theirs without one.
  const errors: Record<string, string> = customerRequired && !v.organizationId ? { organizationId: requiredMessage(REQUEST_FIELD_LABELS.organizationId!) } : {};
  if (parsed.success) return errors;
  return { ...errors, ...schemaErrors(parsed.error.issues, input, { labels: REQUEST_FIELD_LABELS, fieldOf: fieldOfPath }) };
}
