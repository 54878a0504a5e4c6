import { CreateBookingBaseSchema, type Booking, type ChargeLine, type CreateBookingValues } from '@freightdeck/contracts';
import type { Db, Executor } from '../../db';
import { errors } from '../../lib/app-error';
import { parseOrThrow } from '../../lib/validation';
import { bookingDraftRepository } from '../booking-drafts';
import { organizationRepository } from '../organizations';
import { bookingAccess, type BookingAccess } from './access';
import type { BookingActor } from './actor';
import { assertConsistent, deriveChecked } from './content';
import { appendHistory } from './history';
import { claimKey, forgetOldKeys, recordResource, requestHash, type IdempotencyClaim } from './idempotency';
import { bookingRepository as repo } from './repository';
import { bookingView } from './view';

export interface CreateOptions {
  /** `Idempotency-Key` header: a retry with the same key and body answers the first booking. */
  idempotencyKey?: string;
  /** A quotation's charges, kept as they are instead of the standard tariff's estimate. */
  quotedCharges?: ChargeLine[];
  /** The caller's transaction to create the booking in (booking a quotation changes both together). */
  within?: Executor;
}

/** `FDA-001042` (air) or `FDS-001043` (sea): one sequence for both (access.ts looks refs up upper-cased). */
export const formatRef = (mode: 'AIR' | 'SEA', n: number) => `FD${mode === 'AIR' ? 'A' : 'S'}-${String(n).padStart(6, '0')}`;

/** Whose booking it is: staff book for any active customer; others for one of their own organizations. */
async function chooseOrganization(ex: Executor, actor: BookingActor, access: BookingAccess, requested: string | undefined): Promise<string> {
  if (!requested) {
    const own = actor.organizations.find((o) => !o.isPrimary);
    if (!own) throw errors.validation([{ path: 'organizationId', message: 'is required: choose the customer to book for' }]);
    return own.id;
  }
  if (access.staff) {
    const org = await organizationRepository.findById(ex, requested);
    if (!org || org.type !== 'CUSTOMER' || org.status !== 'ACTIVE') throw errors.validation([{ path: 'organizationId', message: 'is not an active customer organization' }]);
    return requested;
  }
  if (!actor.organizations.some((o) => o.id === requested)) throw errors.validation([{ path: 'organizationId', message: 'is not one of your organizations' }]);
  return requested;
}

async function insertBooking(tx: Executor, actor: BookingActor, access: BookingAccess, values: CreateBookingValues, quotedCharges?: ChargeLine[]) {
  const organizationId = await chooseOrganization(tx, actor, access, values.organizationId);
  if (values.draftId) {
    // Submitting a draft removes it with the booking (the caller's own drafts only).
    if (!(await bookingDraftRepository.deleteOwn(tx, actor.userId, values.draftId))) throw errors.validation([{ path: 'draftId', message: 'is not one of your drafts' }]);
  }
  const ref = formatRef(values.mode, await repo.nextRefNumber(tx));
  const choice = quotedCharges ? { charges: quotedCharges, source: 'QUOTATION' as const } : { charges: null, source: 'STANDARD_TARIFF' as const };
  const derived = await deriveChecked(tx, values, choice, { ref, carrierReference: null });
  const row = await repo.insert(tx, {
    ...derived, ref, organizationId, createdById: actor.userId, quotationId: values.quotationId, scheduleOptionId: values.scheduleOptionId,
  });
  await appendHistory(tx, { bookingId: row.id, actorId: actor.userId, impersonatedById: actor.impersonatedById, action: 'CREATED', toStatus: 'PENDING' });
  return row;
}

/** A create body from outside HTTP (the demo seed), checked as the route's body schema checks it: 400 VALIDATION_ERROR. */
export const parseCreateBooking = (input: unknown): CreateBookingValues => parseOrThrow(CreateBookingBaseSchema, input);

/**
 * Creates a booking (PENDING) with its derived totals, emissions, estimated charges and reference.
 * `values` come parsed by CreateBookingBaseSchema (the route's body schema, or parseCreateBooking);
 * the rules tying fields together, which that schema cannot describe in OpenAPI, are checked here,
 * so the body is parsed once.
 */
export async function createBooking(db: Db, actor: BookingActor, values: CreateBookingValues, options: CreateOptions = {}): Promise<{ booking: Booking; replayed: boolean }> {
  const access = bookingAccess(actor);
  if (access.manage === 'none') throw errors.forbidden();
  assertConsistent(values);
  const claim: IdempotencyClaim | null = options.idempotencyKey
    ? { userId: actor.userId, operation: 'bookings.create', key: options.idempotencyKey, hash: requestHash(values) }
    : null;
  return (options.within ?? db).transaction(async (tx) => {
    if (claim) {
      const earlier = await claimKey(tx, claim);
      if (earlier) {
        const row = await repo.byId(tx, earlier);
        if (!row) throw errors.conflict('CONFLICT', 'The booking this Idempotency-Key created no longer exists');
        return { booking: await bookingView(tx, access, row), replayed: true };
      }
      await forgetOldKeys(tx);
    }
    const row = await insertBooking(tx, actor, access, values, options.quotedCharges);
    if (claim) await recordResource(tx, claim, row.id);
    return { booking: await bookingView(tx, access, row), replayed: false };
  });
}
