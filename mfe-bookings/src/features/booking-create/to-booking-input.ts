import { byContainer, type BookingFormFields, type PartyRole } from './form-values';

/** A typed number: blank is missing (undefined), anything else is what Number() makes of it. */
export const toNumber = (text: string): number | undefined => (text.trim() === '' ? undefined : Number(text.trim().replace(',', '.')));

const orNull = <T,>(filled: boolean, value: T): T | null => (filled ? value : null);

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

/** The schedule option's legs still run from the form's origin to its destination by its mode (the user may have changed the route). */
const scheduleStillFits = (v: BookingFormFields) =>
  v.legs.length > 0 && v.scheduleOptionId !== '' && v.legs[0]!.from === v.origin && v.legs.at(-1)!.to === v.destination
  && (v.mode === 'AIR' ? /^[A-Z]{3}$/ : /^[A-Z]{5}$/).test(v.origin);

/**
 * The request body of `POST /v1/bookings` (CreateBookingSchema's input) from the form state:
 * numbers parsed, blank optional parts left out (null), and only the lines the mode books
 * (pieces, or containers for FCL).
 */
export function toBookingInput(v: BookingFormFields, draftId?: string | null) {
  const fcl = byContainer(v);
  const dg = { unNumber: v['cargo.dangerousGoods.unNumber'].trim(), hazardClass: v['cargo.dangerousGoods.hazardClass'].trim() };
  const minC = v['cargo.temperature.minC'];
  const maxC = v['cargo.temperature.maxC'];
  return {
    mode: v.mode || undefined,
    seaLoad: v.mode === 'SEA' ? v.seaLoad || null : null,
    origin: v.origin,
    destination: v.destination,
    cargoReadyDate: v.cargoReadyDate,
    customerReference: v.customerReference.trim(),
    cargo: {
      type: v['cargo.type'] || undefined,
      commodity: v['cargo.commodity'].trim(),
      hsCode: orNull(v['cargo.hsCode'].trim() !== '', v['cargo.hsCode'].trim()),
      dangerousGoods: orNull(Boolean(dg.unNumber || dg.hazardClass), dg),
      temperature: orNull(Boolean(minC.trim() || maxC.trim()), { minC: toNumber(minC), maxC: toNumber(maxC) }),
      handlingCodes: v['cargo.handlingCodes'],
      pieces: fcl ? [] : v['cargo.pieces'].map((p) => ({
        count: toNumber(p.count), lengthCm: toNumber(p.lengthCm), widthCm: toNumber(p.widthCm), heightCm: toNumber(p.heightCm), weightKg: toNumber(p.weightKg),
      })),
      containers: fcl ? v['cargo.containers'].map((c) => ({ type: c.type || undefined, count: toNumber(c.count), cargoWeightKg: toNumber(c.cargoWeightKg) })) : [],
    },
    shipper: party(v, 'shipper'),
    consignee: party(v, 'consignee'),
    notifyParty: v.hasNotifyParty ? party(v, 'notifyParty') : null,
    ...(scheduleStillFits(v) ? { legs: v.legs, scheduleOptionId: v.scheduleOptionId } : {}),
    ...(v.organizationId ? { organizationId: v.organizationId } : {}),
    ...(draftId ? { draftId } : {}),
  };
}
export type BookingInputDraft = ReturnType<typeof toBookingInput>;
