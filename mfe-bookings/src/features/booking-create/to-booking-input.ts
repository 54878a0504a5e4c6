import { scheduleStillFits, toCargoInput } from '@freightdeck/ui';
import type { BookingFormFields, PartyRole } from './form-values';

export { toNumber } from '@freightdeck/ui';

function party(v: BookingFormFields, role: PartyRole) {
  const get = (f: string) => (v[`${role}.${f}` as keyof BookingFormFields] as string).trim();
  const number = get('phone.number');
  return {
    company: get('company'),
    contactName: get('contactName'),
    email: get('email'),
    // A phone without a number is no phone; the calling code alone says nothing.
    phone: number ? { country: get('phone.country'), number } : null,
    address: get('address'),
    postalCode: get('postalCode'),
    city: get('city'),
    country: get('country'),
  };
}

/**
 * The request body of `POST /v1/bookings` (CreateBookingSchema's input) from the form state:
 * numbers parsed, blank optional parts left out (null), and only the lines the mode books
 * (pieces, or containers for FCL).
 */
export function toBookingInput(v: BookingFormFields, draftId?: string | null) {
  return {
    mode: v.mode || undefined,
    seaLoad: v.mode === 'SEA' ? v.seaLoad || null : null,
    origin: v.origin,
    destination: v.destination,
    cargoReadyDate: v.cargoReadyDate,
    customerReference: v.customerReference.trim(),
    cargo: toCargoInput(v),
    shipper: party(v, 'shipper'),
    consignee: party(v, 'consignee'),
    notifyParty: v.hasNotifyParty ? party(v, 'notifyParty') : null,
    ...(scheduleStillFits(v) ? { legs: v.legs, scheduleOptionId: v.scheduleOptionId } : {}),
    ...(v.organizationId ? { organizationId: v.organizationId } : {}),
    ...(draftId ? { draftId } : {}),
  };
}
export type BookingInputDraft = ReturnType<typeof toBookingInput>;
