import { z } from 'zod';
import { BOOKING_STATUSES } from '../freight/booking-status';
import { TRANSPORT_MODES } from './references';
import {
  AIRPORT_CODE, CargoSchema, ChargeLineSchema, DateOnlySchema, InstantSchema, LegSchema, LocationCodeSchema, PartySchema, SEAPORT_CODE, SeaLoadSchema,
} from './booking-parts';

/**
 * Booking requests (docs/product/forms.md#field-rules). The same schemas validate in the browser
 * (the create form) and in the API (the route schemas), so both say the same thing about a field.
 */
export const BookingStatusSchema = z.enum(BOOKING_STATUSES);
export const TransportModeSchema = z.enum(TRANSPORT_MODES);

/** What a booking holds that its owner may change (while PENDING, or by revision while CONFIRMED). */
const contentFields = {
  origin: LocationCodeSchema,
  destination: LocationCodeSchema,
  cargoReadyDate: DateOnlySchema,
  legs: z.array(LegSchema).max(6),
  cargo: CargoSchema,
  shipper: PartySchema,
  consignee: PartySchema,
  notifyParty: PartySchema.nullable(),
  /** The customer's own reference (purchase order, shipment number). */
  customerReference: z.string().trim().max(50),
  remarks: z.string().trim().max(2000),
};
export const BookingContentSchema = z.object({
  ...contentFields,
  legs: contentFields.legs.default([]),
  notifyParty: contentFields.notifyParty.default(null),
  customerReference: contentFields.customerReference.default(''),
  remarks: contentFields.remarks.default(''),
});
/** The same fields, each optional and without defaults (a PATCH names only what changes). */
export const BookingContentPatchSchema = z.object(contentFields).partial();
export const BOOKING_CONTENT_FIELDS = Object.keys(contentFields) as (keyof typeof contentFields)[];

interface Consistent {
  mode: 'AIR' | 'SEA';
  seaLoad: 'FCL' | 'LCL' | null;
  origin: string;
  destination: string;
  legs: { from: string; to: string; departureAt: string | null; arrivalAt: string | null }[];
  cargo: { pieces: unknown[]; containers: unknown[] };
}

/**
 * The rules that tie fields together: codes of the mode, pieces or containers as the mode and
 * load say, legs that run from origin to destination in order.
 */
export function checkBookingConsistency(b: Consistent, ctx: z.RefinementCtx): void {
  const code = b.mode === 'AIR' ? AIRPORT_CODE : SEAPORT_CODE;
  const what = b.mode === 'AIR' ? 'an IATA airport code' : 'a UN/LOCODE';
  for (const field of ['origin', 'destination'] as const) {
    if (!code.test(b[field])) ctx.addIssue({ code: 'custom', path: [field], message: `must be ${what} for ${b.mode} freight` });
  }
  if (b.origin === b.destination) ctx.addIssue({ code: 'custom', path: ['destination'], message: 'must differ from the origin' });
  if (b.mode === 'AIR' && b.seaLoad) ctx.addIssue({ code: 'custom', path: ['seaLoad'], message: 'applies to sea freight only' });
  if (b.mode === 'SEA' && !b.seaLoad) ctx.addIssue({ code: 'custom', path: ['seaLoad'], message: 'is required for sea freight (FCL or LCL)' });
  const byContainer = b.mode === 'SEA' && b.seaLoad === 'FCL';
  if (byContainer) {
    if (b.cargo.containers.length === 0) ctx.addIssue({ code: 'custom', path: ['cargo', 'containers'], message: 'add at least one container' });
    if (b.cargo.pieces.length > 0) ctx.addIssue({ code: 'custom', path: ['cargo', 'pieces'], message: 'full container loads are booked by container, not by piece' });
  } else {
    if (b.cargo.pieces.length === 0) ctx.addIssue({ code: 'custom', path: ['cargo', 'pieces'], message: 'add at least one piece' });
    if (b.cargo.containers.length > 0) ctx.addIssue({ code: 'custom', path: ['cargo', 'containers'], message: 'containers are for full container loads (FCL) only' });
  }
  b.legs.forEach((leg, i) => {
    for (const end of ['from', 'to'] as const) {
      if (!code.test(leg[end])) ctx.addIssue({ code: 'custom', path: ['legs', i, end], message: `must be ${what}` });
    }
    const expectedFrom = i === 0 ? b.origin : b.legs[i - 1]?.to;
    if (leg.from !== expectedFrom) ctx.addIssue({ code: 'custom', path: ['legs', i, 'from'], message: i === 0 ? 'the first leg must start at the origin' : 'must be where the previous leg ends' });
    if (i === b.legs.length - 1 && leg.to !== b.destination) ctx.addIssue({ code: 'custom', path: ['legs', i, 'to'], message: 'the last leg must end at the destination' });
    if (leg.departureAt && leg.arrivalAt && Date.parse(leg.arrivalAt) < Date.parse(leg.departureAt)) {
      ctx.addIssue({ code: 'custom', path: ['legs', i, 'arrivalAt'], message: 'must not be before the departure' });
    }
  });
}

export const CreateBookingBaseSchema = BookingContentSchema.extend({
  mode: TransportModeSchema,
  seaLoad: SeaLoadSchema.nullable().default(null),
  /** Whose booking it is: one of the caller's organizations; staff book for any customer. Default: the caller's first customer organization. */
  organizationId: z.string().uuid().optional(),
  quotationId: z.string().uuid().nullable().default(null),
  scheduleOptionId: z.string().max(100).nullable().default(null),
  /** Submitting a draft removes it, in the same transaction. */
  draftId: z.string().uuid().optional(),
});
export const CreateBookingSchema = CreateBookingBaseSchema.superRefine(checkBookingConsistency);
export type CreateBookingInput = z.input<typeof CreateBookingSchema>;
export type CreateBookingValues = z.output<typeof CreateBookingSchema>;

/**
 * `PATCH /v1/bookings/{id}`: the fields given replace the booking's (a part such as `cargo`
 * is replaced whole). PENDING: applied at once; CONFIRMED: becomes a revision for staff to
 * approve. `charges` may be set by staff only. `expectedVersion`: refuse (409 CONFLICT) when
 * the booking changed since the caller read it.
 */
export const UpdateBookingSchema = BookingContentPatchSchema.extend({
  charges: z.array(ChargeLineSchema).max(50).optional(),
  expectedVersion: z.number().int().min(1).optional(),
}).refine((p) => Object.keys(p).some((k) => k !== 'expectedVersion'), { message: 'names nothing to change' });
export type UpdateBookingInput = z.input<typeof UpdateBookingSchema>;
export type UpdateBookingValues = z.output<typeof UpdateBookingSchema>;

/**
 * Status changes may name the version the caller acted on: when the booking changed since
 * (another user confirmed it while a customer pressed Cancel), the call is refused with 409
 * CONFLICT instead of applying to a booking the caller has not seen.
 */
const expectedVersion = z.number().int().min(1).optional();

export const ConfirmBookingSchema = z.object({
  /** AIR: the air waybill number (prefix + serial with its check digit); SEA: the carrier's booking number. */
  carrierReference: z.string().trim().min(4).max(35),
  /** The flights or sailings booked, replacing the requested ones. */
  legs: z.array(LegSchema).max(6).optional(),
  /** Final charges, replacing the estimate. */
  charges: z.array(ChargeLineSchema).max(50).optional(),
  expectedVersion,
});
export type ConfirmBookingInput = z.input<typeof ConfirmBookingSchema>;

export const CancelBookingSchema = z.object({ reason: z.string().trim().min(3, 'say why the booking is cancelled').max(500), expectedVersion });
/** depart / arrive (staff, until tracking events record them): when it happened. */
export const MilestoneSchema = z.object({ at: InstantSchema.optional(), remarks: z.string().trim().max(1000).default(''), expectedVersion });
/** Proof of delivery. */
export const DeliverBookingSchema = z.object({
  receivedBy: z.string().trim().min(1, 'is required').max(200),
  deliveredAt: InstantSchema,
  remarks: z.string().trim().max(1000).default(''),
  expectedVersion,
});
export type DeliverBookingInput = z.input<typeof DeliverBookingSchema>;

/** `PATCH /v1/bookings/{id}/revisions/{revisionId}`: staff decide; a rejection says why. */
export const RevisionDecisionSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('APPROVED'), reason: z.string().trim().max(500).default('') }),
  z.object({ status: z.literal('REJECTED'), reason: z.string().trim().min(3, 'say why the revision is rejected').max(500) }),
]);
export type RevisionDecisionInput = z.input<typeof RevisionDecisionSchema>;

export const BOOKING_SORTS = ['createdAt', '-createdAt', 'cargoReadyDate', '-cargoReadyDate', 'ref', '-ref', 'status', '-status'] as const;
export type BookingSort = (typeof BOOKING_SORTS)[number];

/** Repeated keys (`status=A&status=B`) or a comma list (`status=A,B`). */
const list = <T extends z.ZodType>(item: T) => z.preprocess((v) => {
  if (v === undefined || v === '') return undefined;
  const values = Array.isArray(v) ? v : [v];
  return values.flatMap((x) => String(x).split(',')).map((x) => x.trim()).filter(Boolean);
}, z.array(item).max(10).optional());

/** `GET /v1/bookings`: filters, sort and page. Dates filter the day the booking was made (in UTC). */
export const BookingListQuerySchema = z.object({
  status: list(BookingStatusSchema),
  mode: TransportModeSchema.optional(),
  origin: LocationCodeSchema.optional(),
  destination: LocationCodeSchema.optional(),
  organizationId: z.string().uuid().optional(),
  dateFrom: DateOnlySchema.optional(),
  dateTo: DateOnlySchema.optional(),
  /** Free text: reference, air waybill / carrier reference, customer reference, shipper or consignee. */
  q: z.string().trim().max(100).optional(),
  watched: z.enum(['true', 'false']).transform((v) => v === 'true').optional(),
  sort: z.enum(BOOKING_SORTS).default('-createdAt'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
}).refine((q) => !q.dateFrom || !q.dateTo || q.dateFrom <= q.dateTo, { path: ['dateTo'], message: 'must not be before dateFrom' });
export type BookingListQuery = z.input<typeof BookingListQuerySchema>;
export type BookingListFilters = z.output<typeof BookingListQuerySchema>;
