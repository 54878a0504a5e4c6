import { z } from 'zod';
import { CARGO_TYPES } from '../freight/cargo';
import { CHARGE_BASES } from '../freight/charges';
import {
  CargoSchema, ChargeLineSchema, DateOnlySchema, LegSchema, LocationCodeSchema, PartySchema, SeaLoadSchema,
} from './booking-parts';
import { CargoTotalsSchema, EmissionsSchema, MoneySchema } from './booking-views';
import { checkBookingConsistency, TransportModeSchema } from './bookings';
import { CurrencySchema } from './rate-cards';

/**
 * Quotations (`/v1/quotations`; docs/adr/019-quotations-and-rate-cards.md): a request for a
 * price, priced at once by the rate cards into carrier options, or by hand by the pricing desk.
 * DRAFT → REQUESTED → ISSUED → ACCEPTED → BOOKED, or DECLINED, or EXPIRED when the validity
 * passes before it is accepted or booked.
 */
export const QUOTATION_STATUSES = ['DRAFT', 'REQUESTED', 'ISSUED', 'ACCEPTED', 'BOOKED', 'DECLINED', 'EXPIRED'] as const;
export type QuotationStatus = (typeof QUOTATION_STATUSES)[number];
export const QuotationStatusSchema = z.enum(QUOTATION_STATUSES);

/** What a quotation in each status may become (the service refuses any other move: 409). */
export const QUOTATION_TRANSITIONS: Readonly<Record<QuotationStatus, readonly QuotationStatus[]>> = {
  DRAFT: ['REQUESTED'],
  REQUESTED: ['ISSUED', 'DECLINED', 'EXPIRED'],
  ISSUED: ['ACCEPTED', 'DECLINED', 'EXPIRED'],
  ACCEPTED: ['BOOKED', 'EXPIRED'],
  BOOKED: [],
  DECLINED: [],
  EXPIRED: [],
};

/** The cargo's declared value, for insurance (percent-of-value surcharges). */
export const DeclaredValueSchema = z.object({ amount: z.number().positive().max(1_000_000_000), currency: CurrencySchema });

/** What a request holds: as bookings describe route and cargo. */
const requestFields = {
  mode: TransportModeSchema,
  seaLoad: SeaLoadSchema.nullable().default(null),
  origin: LocationCodeSchema,
  destination: LocationCodeSchema,
  cargoReadyDate: DateOnlySchema,
  cargo: CargoSchema,
  declaredValue: DeclaredValueSchema.nullable().default(null),
  /** The currency the options are compared and totalled in (each option keeps its card's currency too). */
  currency: CurrencySchema.default('USD'),
  /** A schedule option chosen on /schedules: the options keep to its carrier and sailing or flight. */
  scheduleOptionId: z.string().trim().max(100).nullable().default(null),
  remarks: z.string().trim().max(2000).default(''),
};

/**
 * `POST /v1/quotations`: a request, priced at once. `organizationId`: whose (staff ask for any
 * customer; default the caller's first customer organization). `draftId`: the draft (form state)
 * it came from, removed. Priced by the rate cards: ISSUED at once with its options; no card for
 * the lane: REQUESTED, waiting for the pricing desk.
 */
export const CreateQuotationBaseSchema = z.object({
  ...requestFields,
  organizationId: z.string().uuid().optional(),
  draftId: z.string().uuid().optional(),
  /** Keep it as a DRAFT quotation: priced for the caller to see, not yet requested (`POST …/{id}/submit` requests it). */
  asDraft: z.boolean().default(false),
});
const consistency = (q: { mode: 'AIR' | 'SEA'; seaLoad: 'FCL' | 'LCL' | null; origin: string; destination: string; cargo: { pieces: unknown[]; containers: unknown[] } }, ctx: z.RefinementCtx) =>
  checkBookingConsistency({ ...q, legs: [] }, ctx);
export const CreateQuotationSchema = CreateQuotationBaseSchema.superRefine(consistency);
export type CreateQuotationInput = z.input<typeof CreateQuotationSchema>;
export type CreateQuotationValues = z.output<typeof CreateQuotationSchema>;

/** A charge line typed by the pricing desk (the server computes its amount). */
export const ManualOptionSchema = z.object({
  carrier: z.string().trim().toUpperCase().regex(/^[A-Z0-9]{2,4}$/, 'must be a carrier code'),
  /** The flights or sailings offered; may be empty (routing to be confirmed). */
  legs: z.array(LegSchema).max(6).default([]),
  transitDays: z.number().int().min(0).max(120).nullable().default(null),
  currency: CurrencySchema,
  charges: z.array(ChargeLineSchema).min(1, 'add at least one charge').max(50),
  remarks: z.string().trim().max(1000).default(''),
});
export type ManualOptionInput = z.input<typeof ManualOptionSchema>;

/**
 * `PATCH /v1/quotations/{id}`: the pricing desk (staff) sets the options by hand and the validity
 * while the request waits (REQUESTED); its requester may change `remarks`. A list is replaced whole.
 */
export const UpdateQuotationSchema = z.object({
  options: z.array(ManualOptionSchema).min(1).max(10).optional(),
  validUntil: DateOnlySchema.optional(),
  remarks: z.string().trim().max(2000).optional(),
  expectedVersion: z.number().int().min(1).optional(),
}).refine((p) => Object.keys(p).some((k) => k !== 'expectedVersion'), { message: 'names nothing to change' });
export type UpdateQuotationInput = z.input<typeof UpdateQuotationSchema>;

const expectedVersion = z.number().int().min(1).optional();
/** `POST /v1/quotations/{id}/issue` (staff): sends a priced REQUESTED quotation to its customer. */
export const IssueQuotationSchema = z.object({ validUntil: DateOnlySchema.optional(), expectedVersion });
/** `POST /v1/quotations/{id}/accept`: the option chosen. */
export const AcceptQuotationSchema = z.object({ optionId: z.string().min(1).max(100), expectedVersion });
export type AcceptQuotationInput = z.input<typeof AcceptQuotationSchema>;
/** `POST /v1/quotations/{id}/decline`: why. */
export const DeclineQuotationSchema = z.object({ reason: z.string().trim().min(3, 'say why the quotation is declined').max(500), expectedVersion });
export type DeclineQuotationInput = z.input<typeof DeclineQuotationSchema>;
/**
 * `POST /v1/quotations/{id}/book`: the booking of the accepted option (or `optionId` when the
 * quotation is ISSUED: accept and book in one). Route, cargo, legs and charges come from the
 * quotation; the parties from here.
 */
export const BookQuotationSchema = z.object({
  optionId: z.string().min(1).max(100).optional(),
  shipper: PartySchema,
  consignee: PartySchema,
  notifyParty: PartySchema.nullable().default(null),
  customerReference: z.string().trim().max(50).default(''),
  remarks: z.string().trim().max(2000).default(''),
  expectedVersion,
});
export type BookQuotationInput = z.input<typeof BookQuotationSchema>;

const ChargeLineView = z.object({
  code: z.string(), description: z.string(), basis: z.enum(CHARGE_BASES), quantity: z.number(), rate: z.number(), amount: z.number(), currency: z.string(),
});
const PersonRef = z.object({ id: z.string(), name: z.string() });

export const QuotationLegSchema = z.object({
  carrier: z.string(),
  /** Flight number or voyage. */
  transportId: z.string(),
  vesselName: z.string(),
  from: z.string(),
  to: z.string(),
  departureAt: z.string().nullable(),
  arrivalAt: z.string().nullable(),
});
export type QuotationLeg = z.infer<typeof QuotationLegSchema>;

/** One priced carrier option: routing and transit from the schedules, price from a rate card (or the desk), CO2e. */
export const QuotationOptionSchema = z.object({
  id: z.string(),
  carrier: z.string(),
  carrierName: z.string(),
  /** RATE_CARD: priced by the engine; MANUAL: by the pricing desk. */
  pricedBy: z.enum(['RATE_CARD', 'MANUAL']),
  rateCardId: z.string().nullable(),
  rateCardReference: z.string().nullable(),
  scheduleOptionId: z.string().nullable(),
  legs: z.array(QuotationLegSchema),
  /** "SIN → FRA", "CNSHA → SGSIN → NLRTM". */
  routing: z.string(),
  departureAt: z.string().nullable(),
  arrivalAt: z.string().nullable(),
  transitDays: z.number().nullable(),
  currency: z.string(),
  charges: z.array(ChargeLineView),
  total: MoneySchema,
  /** The total in the quotation's currency at the day's exchange rate (null: no rate for the card's currency). */
  totalInQuotationCurrency: MoneySchema.nullable(),
  co2eKg: z.number().nullable(),
  emissions: EmissionsSchema,
  /** The last day the price holds (the card's validity or the desk's). */
  validUntil: z.string(),
  remarks: z.string(),
});
export type QuotationOption = z.infer<typeof QuotationOptionSchema>;

export const QUOTATION_HISTORY_ACTIONS = [
  'CREATED', 'REQUESTED', 'PRICED', 'UPDATED', 'ISSUED', 'ACCEPTED', 'DECLINED', 'EXPIRED', 'BOOKED', 'SHARE_LINK_CREATED', 'SHARE_LINK_REVOKED',
] as const;
export const QuotationHistoryEntrySchema = z.object({
  id: z.string(),
  action: z.enum(QUOTATION_HISTORY_ACTIONS),
  fromStatus: QuotationStatusSchema.nullable(),
  toStatus: QuotationStatusSchema.nullable(),
  /** Who; null: the system (the expiry sweep). */
  actor: PersonRef.nullable(),
  note: z.string(),
  at: z.string(),
});
export type QuotationHistoryEntry = z.infer<typeof QuotationHistoryEntrySchema>;

export const QUOTATION_ALLOWED_ACTIONS = ['edit', 'submit', 'price', 'issue', 'accept', 'decline', 'book', 'share'] as const;
export type QuotationAllowedAction = (typeof QUOTATION_ALLOWED_ACTIONS)[number];

export const QuotationSchema = z.object({
  id: z.string(),
  ref: z.string(),
  status: QuotationStatusSchema,
  version: z.number(),
  mode: TransportModeSchema,
  seaLoad: SeaLoadSchema.nullable(),
  origin: z.string(),
  destination: z.string(),
  cargoReadyDate: z.string(),
  cargo: CargoSchema,
  declaredValue: z.object({ amount: z.number(), currency: z.string() }).nullable(),
  currency: z.string(),
  scheduleOptionId: z.string().nullable(),
  remarks: z.string(),
  totals: CargoTotalsSchema,
  organization: z.object({ id: z.string(), name: z.string() }),
  requestedBy: PersonRef,
  options: z.array(QuotationOptionSchema),
  acceptedOptionId: z.string().nullable(),
  /** The last day the quotation holds; null while it waits for the pricing desk. */
  validUntil: z.string().nullable(),
  issuedAt: z.string().nullable(),
  acceptedAt: z.string().nullable(),
  declinedAt: z.string().nullable(),
  declineReason: z.string().nullable(),
  expiredAt: z.string().nullable(),
  booking: z.object({ id: z.string(), ref: z.string() }).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  allowedActions: z.array(z.enum(QUOTATION_ALLOWED_ACTIONS)),
  history: z.array(QuotationHistoryEntrySchema),
});
export type Quotation = z.infer<typeof QuotationSchema>;

export const QuotationListItemSchema = z.object({
  id: z.string(),
  ref: z.string(),
  status: QuotationStatusSchema,
  mode: TransportModeSchema,
  seaLoad: SeaLoadSchema.nullable(),
  origin: z.string(),
  destination: z.string(),
  cargoReadyDate: z.string(),
  cargoType: z.enum(CARGO_TYPES),
  commodity: z.string(),
  organization: z.object({ id: z.string(), name: z.string() }),
  requestedBy: PersonRef,
  optionCount: z.number(),
  /** The cheapest option's total in the quotation's currency (the accepted one's once accepted). */
  bestPrice: MoneySchema.nullable(),
  validUntil: z.string().nullable(),
  bookingRef: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type QuotationListItem = z.infer<typeof QuotationListItemSchema>;

export const QUOTATION_SORTS = ['createdAt', '-createdAt', 'validUntil', '-validUntil', 'ref', '-ref', 'status', '-status', 'cargoReadyDate', '-cargoReadyDate'] as const;

const list = <T extends z.ZodType>(item: T) => z.preprocess((v) => {
  if (v === undefined || v === '') return undefined;
  const values = Array.isArray(v) ? v : [v];
  return values.flatMap((x) => String(x).split(',')).map((x) => x.trim()).filter(Boolean);
}, z.array(item).max(10).optional());

/**
 * `GET /v1/quotations`: filters, sort and page. Dates filter the day it was made (UTC);
 * `expiringBefore`: open quotations (ISSUED, ACCEPTED) valid until before that day (the widget's
 * "expiring this week").
 */
export const QuotationListQuerySchema = z.object({
  status: list(QuotationStatusSchema),
  mode: TransportModeSchema.optional(),
  origin: LocationCodeSchema.optional(),
  destination: LocationCodeSchema.optional(),
  organizationId: z.string().uuid().optional(),
  dateFrom: DateOnlySchema.optional(),
  dateTo: DateOnlySchema.optional(),
  expiringBefore: DateOnlySchema.optional(),
  /** Free text: reference, commodity, organization. */
  q: z.string().trim().max(100).optional(),
  sort: z.enum(QUOTATION_SORTS).default('-createdAt'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
}).refine((q) => !q.dateFrom || !q.dateTo || q.dateFrom <= q.dateTo, { path: ['dateTo'], message: 'must not be before dateFrom' });
export type QuotationListQuery = z.input<typeof QuotationListQuerySchema>;
export type QuotationListFilters = z.output<typeof QuotationListQuerySchema>;
export const QuotationPageSchema = z.object({ items: z.array(QuotationListItemSchema), total: z.number(), page: z.number(), pageSize: z.number() });
export type QuotationPage = z.infer<typeof QuotationPageSchema>;

// ---- drafts: the request form as a user left it ----

export const QUOTATION_DRAFT_MAX_BYTES = 256 * 1024;
export const SaveQuotationDraftSchema = z.object({
  mode: TransportModeSchema.nullable().default(null),
  step: z.number().int().min(0).max(10).default(0),
  data: z.record(z.string(), z.unknown()),
});
export type SaveQuotationDraftInput = z.input<typeof SaveQuotationDraftSchema>;
export const QuotationDraftSchema = z.object({
  id: z.string(),
  mode: TransportModeSchema.nullable(),
  step: z.number(),
  /** "SIN → FRA · Pharmaceuticals", or "Untitled draft". */
  title: z.string(),
  data: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type QuotationDraft = z.infer<typeof QuotationDraftSchema>;
export const QuotationDraftQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export const QuotationDraftPageSchema = z.object({ items: z.array(QuotationDraftSchema.omit({ data: true })), total: z.number(), page: z.number(), pageSize: z.number() });

// ---- share links ----

export const CreateQuotationShareLinkSchema = z.object({ expiresInDays: z.number().int().min(1).max(90).default(14) });
export const QuotationShareLinkSchema = z.object({
  id: z.string(),
  /** The unguessable token the public pages open by (shown to the quotation's managers only). */
  token: z.string(),
  /** Paths of the public pages with the token. */
  urls: z.object({ share: z.string(), print: z.string() }),
  createdBy: PersonRef.nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
  revokedAt: z.string().nullable(),
  status: z.enum(['ACTIVE', 'EXPIRED', 'REVOKED']),
});
export type QuotationShareLink = z.infer<typeof QuotationShareLinkSchema>;
export const QuotationShareLinkListSchema = z.object({ items: z.array(QuotationShareLinkSchema) });

/** `GET /v1/quotations/shareable/{token}` (no credentials): the quotation as a link holder sees it, without its history or people. */
export const SharedQuotationSchema = QuotationSchema.pick({
  ref: true, status: true, mode: true, seaLoad: true, origin: true, destination: true, cargoReadyDate: true, cargo: true, declaredValue: true,
  currency: true, totals: true, options: true, acceptedOptionId: true, validUntil: true, issuedAt: true, createdAt: true,
}).extend({ organization: z.object({ name: z.string() }), expiresAt: z.string() });
export type SharedQuotation = z.infer<typeof SharedQuotationSchema>;

/** `POST /v1/quotations/price`: the options a request would get now, priced and not stored (the request form's preview). */
export const QuotationPriceResultSchema = z.object({ options: z.array(QuotationOptionSchema) });
export type QuotationPriceResult = z.infer<typeof QuotationPriceResultSchema>;

/** `GET /v1/quotations/summary`: the dashboard widget's counts. */
export const QuotationSummarySchema = z.object({
  open: z.number(),
  /** Open (ISSUED, ACCEPTED) and valid until within the next 7 days. */
  expiringThisWeek: z.number(),
  byStatus: z.record(z.string(), z.number()),
});
export type QuotationSummary = z.infer<typeof QuotationSummarySchema>;

/** The HTTP API's quotation, rate-card and exchange-rate endpoints, for the remote's API modules and the server's routes. */
export const quotationApi = {
  quotations: '/v1/quotations',
  quotation: (id: string) => `/v1/quotations/${encodeURIComponent(id)}`,
  summary: '/v1/quotations/summary',
  price: '/v1/quotations/price',
  submit: (id: string) => `/v1/quotations/${encodeURIComponent(id)}/submit`,
  issue: (id: string) => `/v1/quotations/${encodeURIComponent(id)}/issue`,
  accept: (id: string) => `/v1/quotations/${encodeURIComponent(id)}/accept`,
  decline: (id: string) => `/v1/quotations/${encodeURIComponent(id)}/decline`,
  book: (id: string) => `/v1/quotations/${encodeURIComponent(id)}/book`,
  drafts: '/v1/quotations/drafts',
  draft: (id: string) => `/v1/quotations/drafts/${encodeURIComponent(id)}`,
  shareLinks: (id: string) => `/v1/quotations/${encodeURIComponent(id)}/share-links`,
  shareLink: (id: string, linkId: string) => `/v1/quotations/${encodeURIComponent(id)}/share-links/${encodeURIComponent(linkId)}`,
  shareable: (token: string) => `/v1/quotations/shareable/${encodeURIComponent(token)}`,
  rateCards: '/v1/rate-cards',
  rateCard: (id: string) => `/v1/rate-cards/${encodeURIComponent(id)}`,
  rateCardImport: '/v1/rate-cards/import',
  exchangeRates: '/v1/exchange-rates',
} as const;
