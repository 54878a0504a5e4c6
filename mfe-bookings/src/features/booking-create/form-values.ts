import type { SchedulePrefill } from '@freightdeck/contracts';
import { emptyContainer, emptyPiece, emptyShipmentFields, shipmentFromSchedule, type ShipmentFields } from '@freightdeck/ui';

// The shipment part (mode, route, cargo) is shared with the quotation request (docs/adr/025-quotations-ui.md).
export { byContainer, emptyContainer, emptyPiece, type ContainerRow, type PieceRow, type ScheduleLegRow } from '@freightdeck/ui';

export const PARTY_ROLES = ['shipper', 'consignee', 'notifyParty'] as const;
export type PartyRole = (typeof PARTY_ROLES)[number];
export const PARTY_FIELDS = ['company', 'contactName', 'email', 'phone.country', 'phone.number', 'address', 'postalCode', 'city', 'country'] as const;
export type PartyField = (typeof PARTY_FIELDS)[number];

type PartyValues = { [K in `${PartyRole}.${PartyField}`]: string };

/**
 * The create form's state, flat: each key is the API path of its field (`cargo.commodity`,
 * `shipper.phone.number`), so a VALIDATION_ERROR detail of the API or of the contracts' zod
 * schemas names the field it belongs to. Lines of pieces and containers are arrays; their
 * errors use the same paths (`cargo.pieces.0.weightKg`). The state is also a draft's data.
 * The shipment fields are the ui kit's (ShipmentFields); the parties and the rest are the booking's.
 */
export type BookingFormFields = PartyValues & ShipmentFields & {
  /** Whose booking it is, when the user books for more than one customer organization ('' = the server's default). */
  organizationId: string;
  customerReference: string;
  /** The optional notify party is filled in. */
  hasNotifyParty: boolean;
};

/** The fields plus any error path (`cargo.pieces.0.count`) for the form kit's error map. */
export type BookingFormValues = BookingFormFields & Record<string, unknown>;

function emptyParties(): PartyValues {
  const entries = PARTY_ROLES.flatMap((role) => PARTY_FIELDS.map((f) => [`${role}.${f}`, ''] as const));
  return Object.fromEntries(entries) as PartyValues;
}

export function emptyFormValues(): BookingFormValues {
  return { ...emptyShipmentFields(), organizationId: '', customerReference: '', hasNotifyParty: false, ...emptyParties() };
}

/** A draft's saved state over the empty form: fields added since the draft was saved start empty. */
export function valuesFromDraft(data: Record<string, unknown>): BookingFormValues {
  const saved = (data.values && typeof data.values === 'object' ? data.values : {}) as Partial<BookingFormFields>;
  const base = emptyFormValues();
  const known = Object.fromEntries(Object.entries(saved).filter(([k, v]) => k in base && typeof v === typeof base[k as keyof BookingFormFields]));
  const merged = { ...base, ...known } as BookingFormValues;
  if (merged['cargo.pieces'].length === 0) merged['cargo.pieces'] = [emptyPiece()];
  if (merged['cargo.containers'].length === 0) merged['cargo.containers'] = [emptyContainer()];
  return merged;
}

/** The form opened from a schedule option: mode, route, cargo-ready date and the option's legs. */
export function valuesFromSchedule(prefill: SchedulePrefill): BookingFormValues {
  return { ...emptyFormValues(), ...shipmentFromSchedule(prefill) };
}
