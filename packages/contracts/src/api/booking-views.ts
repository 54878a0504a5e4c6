import { z } from 'zod';
import { BOOKING_ACTIONS, REVISION_STATUSES } from '../freight/booking-status';
import { CHARGE_BASES } from '../freight/charges';
import { DISTANCE_METHODS, EMISSION_DATA_QUALITIES } from '../freight/emissions';
import { CargoSchema, LegSchema, PartySchema, SeaLoadSchema } from './booking-parts';
import { BookingContentPatchSchema, BookingStatusSchema, TransportModeSchema } from './bookings';

/** What the API answers about bookings. Dates are ISO 8601 strings. */
const PersonRefSchema = z.object({ id: z.string(), name: z.string() });
export type PersonRef = z.infer<typeof PersonRefSchema>;
const OrganizationNameSchema = z.object({ id: z.string(), name: z.string() });

export const CargoTotalsSchema = z.object({
  pieces: z.number(),
  grossWeightKg: z.number(),
  volumeM3: z.number(),
  chargeable: z.object({ value: z.number(), unit: z.enum(['KG', 'RT', 'CONTAINER']) }),
  teu: z.number(),
});

export const EmissionsSchema = z.object({
  co2eKg: z.number().nullable(),
  distanceKm: z.number().nullable(),
  tonneKm: z.number().nullable(),
  intensityGPerTonneKm: z.number().nullable(),
  complete: z.boolean(),
  method: z.string(),
  factorsVersion: z.string(),
  legs: z.array(z.object({
    from: z.string(), to: z.string(), distanceKm: z.number().nullable(), tonneKm: z.number().nullable(),
    factorId: z.string().nullable(), kgCo2ePerTonneKm: z.number().nullable(), co2eKg: z.number().nullable(),
    // Optional: bookings stored before tank-to-wheel, hubs and data quality were counted lack them.
    ttwCo2eKg: z.number().nullable().optional(), distanceMethod: z.enum(DISTANCE_METHODS).nullable().optional(),
    dataQuality: z.enum(EMISSION_DATA_QUALITIES).nullable().optional(),
  })),
  ttwCo2eKg: z.number().nullable().optional(),
  hubCo2eKg: z.number().nullable().optional(),
  hubs: z.array(z.object({
    place: z.string(), kind: z.enum(['ORIGIN', 'TRANSSHIPMENT', 'DESTINATION']), factorId: z.string(), kgCo2ePerTonne: z.number(), co2eKg: z.number(),
  })).optional(),
  dataQuality: z.enum(EMISSION_DATA_QUALITIES).nullable().optional(),
});

export const ChargeLineViewSchema = z.object({
  code: z.string(), description: z.string(), basis: z.enum(CHARGE_BASES), quantity: z.number(), rate: z.number(), amount: z.number(), currency: z.string(),
});
export const MoneySchema = z.object({ currency: z.string(), amount: z.number() });

/** One change of a field: `path` dotted (`cargo.pieces.0.weightKg`), values as JSON. */
export const FieldChangeSchema = z.object({ path: z.string(), from: z.unknown(), to: z.unknown() });
export type FieldChange = z.infer<typeof FieldChangeSchema>;

export const BOOKING_HISTORY_ACTIONS = [
  'CREATED', 'UPDATED', 'CONFIRMED', 'DEPARTED', 'ARRIVED', 'DELIVERED', 'CANCELLED',
  'REVISION_REQUESTED', 'REVISION_APPROVED', 'REVISION_REJECTED', 'RECEIPT_CONFIRMED',
  'DOCUMENT_ADDED', 'DOCUMENT_REMOVED', 'DATA_LOGGER_ADDED', 'DATA_LOGGER_REMOVED', 'SHARE_LINK_CREATED', 'SHARE_LINK_REVOKED',
] as const;
export type BookingHistoryAction = (typeof BOOKING_HISTORY_ACTIONS)[number];

export const BookingHistoryEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  /** Null for the system or a public visitor (a consignee confirming receipt). */
  actor: PersonRefSchema.nullable(),
  /** Set when staff acted while impersonating the actor. */
  impersonatedBy: PersonRefSchema.nullable(),
  action: z.enum(BOOKING_HISTORY_ACTIONS),
  fromStatus: BookingStatusSchema.nullable(),
  toStatus: BookingStatusSchema.nullable(),
  changes: z.array(FieldChangeSchema),
  note: z.string(),
});
export type BookingHistoryEntry = z.infer<typeof BookingHistoryEntrySchema>;

export const BookingRevisionSchema = z.object({
  id: z.string(),
  status: z.enum(REVISION_STATUSES),
  requestedBy: PersonRefSchema,
  requestedAt: z.string(),
  /** The fields as requested (the PATCH body). */
  request: BookingContentPatchSchema,
  /** What approval would change (REQUESTED) or changed (APPROVED). */
  changes: z.array(FieldChangeSchema),
  decidedBy: PersonRefSchema.nullable(),
  decidedAt: z.string().nullable(),
  reason: z.string(),
});
export type BookingRevision = z.infer<typeof BookingRevisionSchema>;

/** What the caller may do to this booking now (status machine × permissions × scope): the browser shows only these. */
export const BOOKING_ALLOWED_ACTIONS = [...BOOKING_ACTIONS, 'edit', 'requestRevision', 'decideRevision', 'editCharges', 'manageDocuments', 'manageDataLoggers', 'share', 'watch'] as const;
export type BookingAllowedAction = (typeof BOOKING_ALLOWED_ACTIONS)[number];

export const CancellationSchema = z.object({ reason: z.string(), at: z.string(), by: PersonRefSchema.nullable() });
export const DeliverySchema = z.object({ receivedBy: z.string(), deliveredAt: z.string(), remarks: z.string(), recordedBy: PersonRefSchema.nullable(), recordedAt: z.string() });
/** The consignee's confirmation of receipt, through the delivery page's share link. */
export const ReceiptSchema = z.object({ confirmedBy: z.string(), confirmedAt: z.string(), remarks: z.string() });

export const BookingSchema = z.object({
  id: z.string(),
  ref: z.string(),
  mode: TransportModeSchema,
  seaLoad: SeaLoadSchema.nullable(),
  status: BookingStatusSchema,
  version: z.number(),
  organization: OrganizationNameSchema,
  createdBy: PersonRefSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
  origin: z.string(),
  destination: z.string(),
  cargoReadyDate: z.string(),
  legs: z.array(LegSchema),
  cargo: CargoSchema,
  shipper: PartySchema,
  consignee: PartySchema,
  notifyParty: PartySchema.nullable(),
  customerReference: z.string(),
  remarks: z.string(),
  quotationId: z.string().nullable(),
  scheduleOptionId: z.string().nullable(),
  totals: CargoTotalsSchema,
  charges: z.array(ChargeLineViewSchema),
  chargeTotals: z.array(MoneySchema),
  /** Where the charges come from: the standard tariff (an estimate), a quotation, or operations. */
  chargesSource: z.enum(['STANDARD_TARIFF', 'QUOTATION', 'OPERATIONS']),
  emissions: EmissionsSchema,
  /** AIR: the air waybill number; SEA: the carrier booking number. Set at confirmation. */
  carrierReference: z.string().nullable(),
  confirmedAt: z.string().nullable(),
  departedAt: z.string().nullable(),
  arrivedAt: z.string().nullable(),
  cancellation: CancellationSchema.nullable(),
  delivery: DeliverySchema.nullable(),
  receipt: ReceiptSchema.nullable(),
  watched: z.boolean(),
  allowedActions: z.array(z.enum(BOOKING_ALLOWED_ACTIONS)),
  history: z.array(BookingHistoryEntrySchema),
  revisions: z.array(BookingRevisionSchema),
});
export type Booking = z.infer<typeof BookingSchema>;

export const BookingListItemSchema = z.object({
  id: z.string(),
  ref: z.string(),
  mode: TransportModeSchema,
  seaLoad: SeaLoadSchema.nullable(),
  status: BookingStatusSchema,
  organization: OrganizationNameSchema,
  origin: z.string(),
  destination: z.string(),
  cargoReadyDate: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  shipperCompany: z.string(),
  consigneeCompany: z.string(),
  customerReference: z.string(),
  carrierReference: z.string().nullable(),
  cargoType: z.string(),
  pieces: z.number(),
  grossWeightKg: z.number(),
  chargeable: z.object({ value: z.number(), unit: z.enum(['KG', 'RT', 'CONTAINER']) }),
  co2eKg: z.number().nullable(),
  watched: z.boolean(),
});
export type BookingListItem = z.infer<typeof BookingListItemSchema>;

export const BookingPageSchema = z.object({
  items: z.array(BookingListItemSchema),
  /** Matching bookings; when `totalExact` is false, "at least this many" (a count capped to stay fast on large tables). */
  total: z.number(),
  totalExact: z.boolean(),
  page: z.number(),
  pageSize: z.number(),
});
export type BookingPage = z.infer<typeof BookingPageSchema>;

export const StatusCountsSchema = z.object({
  counts: z.record(BookingStatusSchema, z.number()),
  total: z.number(),
});
export type StatusCounts = z.infer<typeof StatusCountsSchema>;

/** `GET /v1/bookings/summary`: the dashboard's figures, in the caller's scope. */
export const BookingSummarySchema = z.object({
  total: z.number(),
  active: z.number(),
  awaitingConfirmation: z.number(),
  inTransit: z.number(),
  openRevisions: z.number(),
  watched: z.number(),
  last30Days: z.object({ bookings: z.number(), grossWeightKg: z.number(), co2eKg: z.number() }),
});
export type BookingSummary = z.infer<typeof BookingSummarySchema>;
