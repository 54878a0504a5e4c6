import {
  BOOKING_CONTENT_FIELDS, chargeAmount, checkBookingConsistency, FREIGHT_CHARGE_CODE,
  type ChargeLine, type ChargeLineInput, type UpdateBookingValues,
} from '@freightdeck/contracts';
import type { z } from 'zod';
import type { Executor } from '../../db';
import { errors } from '../../lib/app-error';
import type { BookingRow } from './access';
import { bookingData } from './booking-data';
import { deriveBooking, placeFields, type BookingContent, type ChargesChoice } from './derive';
import { locate } from '../references';
import { unknownPlaces } from './locations';

/** The content of a stored booking (what a PATCH or a revision changes). */
export function contentOf(row: BookingRow): BookingContent {
  const data = bookingData(row);
  return {
    mode: row.mode, seaLoad: row.seaLoad, origin: row.origin, destination: row.destination, cargoReadyDate: row.cargoReadyDate,
    legs: data.legs, cargo: data.cargo, shipper: data.shipper, consignee: data.consignee, notifyParty: data.notifyParty,
    customerReference: row.customerReference, remarks: data.remarks,
  };
}

/** The content fields a patch names (without charges and expectedVersion). */
export function contentPatch(patch: UpdateBookingValues): Partial<BookingContent> {
  const out: Record<string, unknown> = {};
  for (const field of BOOKING_CONTENT_FIELDS) if (patch[field] !== undefined) out[field] = patch[field];
  return out as Partial<BookingContent>;
}

/** The rules tying fields together (codes of the mode, legs in order…), on a merged booking: 400 VALIDATION_ERROR. */
export function assertConsistent(content: BookingContent): void {
  const issues: { path: string; message: string }[] = [];
  const ctx = { addIssue: (i: { path?: PropertyKey[]; message?: string }) => issues.push({ path: (i.path ?? []).map(String).join('.'), message: i.message ?? 'is not valid' }) };
  checkBookingConsistency(content, ctx as unknown as z.RefinementCtx);
  if (issues.length) throw errors.validation(issues);
}

/** Charge lines as staff enter them: the amount is always the server's (quantity × rate, or % of the freight lines). */
export function priceLines(lines: ChargeLineInput[]): ChargeLine[] {
  const freight = lines.filter((l) => l.code.toUpperCase() === FREIGHT_CHARGE_CODE && l.basis !== 'PERCENT_OF_FREIGHT').reduce((s, l) => s + chargeAmount(l), 0);
  return lines.map((l) => ({ code: l.code, description: l.description, basis: l.basis, quantity: l.quantity, rate: l.rate, currency: l.currency, amount: chargeAmount(l, freight) }));
}

/**
 * Looks up every place of the content in the reference data (an unknown code is a
 * VALIDATION_ERROR naming its field) and derives the booking's columns and data.
 */
export async function deriveChecked(ex: Executor, content: BookingContent, choice: ChargesChoice, refs: { ref: string; carrierReference: string | null }) {
  const fields = placeFields(content);
  const located = await locate(ex, content.mode, fields.map((f) => f.code));
  const unknown = unknownPlaces(located, content.mode, fields);
  if (unknown.length) throw errors.validation(unknown);
  return deriveBooking(content, located, choice, refs);
}

/** Charges a change keeps: operations' or a quotation's stay; the standard tariff's are estimated again. */
export function keptCharges(row: BookingRow): ChargesChoice {
  const data = bookingData(row);
  return data.chargesSource === 'STANDARD_TARIFF' ? { charges: null, source: 'STANDARD_TARIFF' } : { charges: data.charges, source: data.chargesSource };
}
