import { z } from 'zod';
import { CARGO_TYPES, CONTAINER_TYPE_CODES, type ContainerType } from '../freight/cargo';
import { SURCHARGE_BASES, SURCHARGE_BASIS_MODES } from '../freight/rate-cards';
import { DateOnlySchema } from './booking-parts';
import { TransportModeSchema } from './bookings';

/**
 * Rate cards (`/v1/rate-cards`; docs/adr/019-quotations-and-rate-cards.md): a carrier's tariff on
 * a lane for a period, kept by the pricing desk (staff with `quotation:manage` in the primary
 * organization). The engine that prices by them is freight/rate-cards.ts.
 */
export const RATE_CARD_PLACE_KINDS = ['AIRPORT', 'PORT', 'CITY', 'COUNTRY'] as const;
export type RateCardPlaceKind = (typeof RATE_CARD_PLACE_KINDS)[number];

const PLACE_CODE: Readonly<Record<RateCardPlaceKind, RegExp>> = {
  AIRPORT: /^[A-Z]{3}$/,
  PORT: /^[A-Z]{2}[A-Z2-9]{3}$/,
  CITY: /^[A-Z]{2}[A-Z2-9]{3}$/,
  COUNTRY: /^[A-Z]{2}$/,
};
const PLACE_CODE_WORDS: Readonly<Record<RateCardPlaceKind, string>> = {
  AIRPORT: 'an IATA airport code', PORT: 'a UN/LOCODE', CITY: 'a city code in UN/LOCODE form (GBLON)', COUNTRY: 'an ISO 3166-1 alpha-2 country code',
};

/** One end of a lane: an airport (AIR), a port (SEA), a city (its UN/LOCODE-form code, as the cities reference set has it: every airport of GBLON; AIR) or a whole country. */
export const RateCardPlaceSchema = z.object({
  kind: z.enum(RATE_CARD_PLACE_KINDS),
  code: z.string().trim().toUpperCase().max(5),
}).superRefine((p, ctx) => {
  if (!PLACE_CODE[p.kind].test(p.code)) ctx.addIssue({ code: 'custom', path: ['code'], message: `must be ${PLACE_CODE_WORDS[p.kind]}` });
});
export type RateCardPlace = z.output<typeof RateCardPlaceSchema>;
/** `AIRPORT:SIN`, `COUNTRY:DE`: how a lane end is stored and matched. */
export const placeKey = (p: { kind: RateCardPlaceKind; code: string }) => `${p.kind}:${p.code}`;

const Money = z.number().min(0).max(1_000_000);
const CurrencySchema = z.string().trim().toUpperCase().regex(/^[A-Z]{3}$/, 'must be an ISO 4217 currency code');
export { CurrencySchema };

export const AirRateRowSchema = z.object({
  /** The cargo type this row prices (pharma, perishable premiums); null: general cargo. */
  cargoType: z.enum(CARGO_TYPES).nullable().default(null),
  /** M: the minimum charge. */
  minimum: Money,
  /** N: per kg under 45 kg. */
  n: Money,
  q45: Money,
  q100: Money,
  q300: Money,
  q500: Money,
  q1000: Money,
});
export type AirRateRowInput = z.input<typeof AirRateRowSchema>;

export const FclRateSchema = z.object({
  containerType: z.enum(CONTAINER_TYPE_CODES as [ContainerType, ...ContainerType[]]),
  rate: Money,
});
export const LclRateSchema = z.object({ ratePerRevenueTonne: Money, minimumCharge: Money });

export const SurchargeRuleSchema = z.object({
  code: z.string().trim().toUpperCase().regex(/^[A-Z]{2,4}$/, 'must be a charge code'),
  description: z.string().trim().min(1, 'is required').max(200),
  basis: z.enum(SURCHARGE_BASES),
  /** Money per unit of the basis, or a percent (0–100) for the PERCENT_ bases. */
  rate: Money,
  cargoTypes: z.array(z.enum(CARGO_TYPES)).max(4).default([]),
  dangerousGoodsOnly: z.boolean().default(false),
});
export type SurchargeRuleInput = z.input<typeof SurchargeRuleSchema>;

const cardFields = {
  /** Airline IATA code (AIR) or ocean carrier SCAC (SEA). */
  carrier: z.string().trim().toUpperCase().regex(/^[A-Z0-9]{2,4}$/, 'must be a carrier code'),
  mode: TransportModeSchema,
  origin: RateCardPlaceSchema,
  destination: RateCardPlaceSchema,
  validFrom: DateOnlySchema,
  validTo: DateOnlySchema,
  currency: CurrencySchema,
  /** The carrier's tariff or contract reference; unique among the cards (the CSV import's key). */
  reference: z.string().trim().min(1, 'is required').max(50),
  airRates: z.array(AirRateRowSchema).max(5),
  fclRates: z.array(FclRateSchema).max(5),
  lclRate: LclRateSchema.nullable(),
  surcharges: z.array(SurchargeRuleSchema).max(30),
  remarks: z.string().trim().max(1000),
};

interface CardShape {
  mode?: 'AIR' | 'SEA'; origin?: RateCardPlace; destination?: RateCardPlace; validFrom?: string; validTo?: string;
  airRates?: { cargoType: string | null }[]; fclRates?: { containerType: string }[]; lclRate?: unknown; surcharges?: { basis: (typeof SURCHARGE_BASES)[number] }[];
}

/** The rules tying a card's fields together (also checked on a PATCH against the stored card). */
export function checkRateCard(c: CardShape, ctx: z.RefinementCtx): void {
  if (c.validFrom && c.validTo && c.validTo < c.validFrom) ctx.addIssue({ code: 'custom', path: ['validTo'], message: 'must not be before validFrom' });
  const mode = c.mode;
  if (!mode) return;
  for (const end of ['origin', 'destination'] as const) {
    const kind = c[end]?.kind;
    if (kind === 'PORT' && mode === 'AIR') ctx.addIssue({ code: 'custom', path: [end, 'kind'], message: 'a port is for sea freight' });
    if ((kind === 'AIRPORT' || kind === 'CITY') && mode === 'SEA') ctx.addIssue({ code: 'custom', path: [end, 'kind'], message: `${kind === 'AIRPORT' ? 'an airport' : 'a city'} is for air freight` });
  }
  if (mode === 'AIR') {
    if (c.airRates && c.airRates.length === 0) ctx.addIssue({ code: 'custom', path: ['airRates'], message: 'an air card needs at least one rate row' });
    if (c.fclRates?.length) ctx.addIssue({ code: 'custom', path: ['fclRates'], message: 'container rates are for sea freight' });
    if (c.lclRate) ctx.addIssue({ code: 'custom', path: ['lclRate'], message: 'an LCL rate is for sea freight' });
    const seen = new Set<string | null>();
    c.airRates?.forEach((r, i) => {
      if (seen.has(r.cargoType)) ctx.addIssue({ code: 'custom', path: ['airRates', i, 'cargoType'], message: 'has a rate row already' });
      seen.add(r.cargoType);
    });
  } else {
    if (c.airRates?.length) ctx.addIssue({ code: 'custom', path: ['airRates'], message: 'weight-break rates are for air freight' });
    if (c.fclRates && c.fclRates.length === 0 && c.lclRate === null) ctx.addIssue({ code: 'custom', path: ['fclRates'], message: 'a sea card needs container rates or an LCL rate' });
    const seen = new Set<string>();
    c.fclRates?.forEach((r, i) => {
      if (seen.has(r.containerType)) ctx.addIssue({ code: 'custom', path: ['fclRates', i, 'containerType'], message: 'has a rate already' });
      seen.add(r.containerType);
    });
  }
  c.surcharges?.forEach((s, i) => {
    if (!SURCHARGE_BASIS_MODES[s.basis].includes(mode)) ctx.addIssue({ code: 'custom', path: ['surcharges', i, 'basis'], message: `does not apply to ${mode} freight` });
  });
}

export const RateCardBaseSchema = z.object({
  ...cardFields,
  airRates: cardFields.airRates.default([]),
  fclRates: cardFields.fclRates.default([]),
  lclRate: cardFields.lclRate.default(null),
  surcharges: cardFields.surcharges.default([]),
  remarks: cardFields.remarks.default(''),
});
/** `POST /v1/rate-cards`. */
export const CreateRateCardSchema = RateCardBaseSchema.superRefine(checkRateCard);
export type CreateRateCardInput = z.input<typeof CreateRateCardSchema>;
export type CreateRateCardValues = z.output<typeof CreateRateCardSchema>;

/** `PATCH /v1/rate-cards/{id}`: the fields given replace the card's (a list is replaced whole). */
export const UpdateRateCardSchema = z.object(cardFields).partial().extend({
  expectedVersion: z.number().int().min(1).optional(),
}).refine((p) => Object.keys(p).some((k) => k !== 'expectedVersion'), { message: 'names nothing to change' });
export type UpdateRateCardInput = z.input<typeof UpdateRateCardSchema>;

export const RateCardSchema = z.object({
  id: z.string(),
  carrier: z.string(),
  /** The carrier's name from the carriers reference set (the code when unknown). */
  carrierName: z.string(),
  mode: TransportModeSchema,
  origin: z.object({ kind: z.enum(RATE_CARD_PLACE_KINDS), code: z.string() }),
  destination: z.object({ kind: z.enum(RATE_CARD_PLACE_KINDS), code: z.string() }),
  validFrom: z.string(),
  validTo: z.string(),
  currency: z.string(),
  reference: z.string(),
  airRates: z.array(z.object({
    cargoType: z.enum(CARGO_TYPES).nullable(), minimum: z.number(), n: z.number(), q45: z.number(), q100: z.number(), q300: z.number(), q500: z.number(), q1000: z.number(),
  })),
  fclRates: z.array(z.object({ containerType: z.enum(CONTAINER_TYPE_CODES as [ContainerType, ...ContainerType[]]), rate: z.number() })),
  lclRate: z.object({ ratePerRevenueTonne: z.number(), minimumCharge: z.number() }).nullable(),
  surcharges: z.array(z.object({
    code: z.string(), description: z.string(), basis: z.enum(SURCHARGE_BASES), rate: z.number(), cargoTypes: z.array(z.enum(CARGO_TYPES)), dangerousGoodsOnly: z.boolean(),
  })),
  remarks: z.string(),
  version: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type RateCard = z.infer<typeof RateCardSchema>;

export const RATE_CARD_SORTS = ['validFrom', '-validFrom', 'validTo', '-validTo', 'carrier', '-carrier', 'reference', '-reference', 'updatedAt', '-updatedAt'] as const;

/** `GET /v1/rate-cards`. `validOn`: cards valid on that day; `origin`/`destination`: a lane end's code. */
export const RateCardListQuerySchema = z.object({
  mode: TransportModeSchema.optional(),
  carrier: z.string().trim().toUpperCase().regex(/^[A-Z0-9]{2,4}$/, 'must be a carrier code').optional(),
  origin: z.string().trim().toUpperCase().regex(/^[A-Z0-9]{2,5}$/, 'must be a place code').optional(),
  destination: z.string().trim().toUpperCase().regex(/^[A-Z0-9]{2,5}$/, 'must be a place code').optional(),
  currency: CurrencySchema.optional(),
  validOn: DateOnlySchema.optional(),
  q: z.string().trim().max(100).optional(),
  sort: z.enum(RATE_CARD_SORTS).default('-updatedAt'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type RateCardListQuery = z.input<typeof RateCardListQuerySchema>;
export type RateCardListFilters = z.output<typeof RateCardListQuerySchema>;
export const RateCardPageSchema = z.object({ items: z.array(RateCardSchema), total: z.number(), page: z.number(), pageSize: z.number() });
export type RateCardPage = z.infer<typeof RateCardPageSchema>;

/**
 * `POST /v1/rate-cards/import`: a CSV of rate cards (RATE_CARD_CSV_COLUMNS, one card per
 * `reference`; air cards give one row per cargo-type rate row). `dryRun`: report only. Without
 * it, the whole file is applied in one transaction, or nothing when any row is refused.
 */
export const ImportRateCardsSchema = z.object({
  csv: z.string().min(1, 'is empty').max(2_000_000),
  dryRun: z.boolean().default(false),
});
export type ImportRateCardsInput = z.input<typeof ImportRateCardsSchema>;

/**
 * The CSV's columns, in this order (a header row names them). `origin` / `destination`: a code,
 * or `KIND:code` (`CITY:GBLON`, `COUNTRY:DE`); a bare code is an airport for AIR, a port for SEA.
 * `cargoType`: blank for the general row. Rates blank where the card has none. `surcharges`:
 * `CODE:BASIS:rate` separated by `;` (`MY:PER_CHARGEABLE_KG:1.05;AW:PER_AWB:35`).
 */
export const RATE_CARD_CSV_COLUMNS = [
  'reference', 'carrier', 'mode', 'origin', 'destination', 'validFrom', 'validTo', 'currency',
  'cargoType', 'minimum', 'n', 'q45', 'q100', 'q300', 'q500', 'q1000',
  '22G1', '42G1', '45G1', '22R1', '45R1', 'lclPerRevenueTonne', 'lclMinimum', 'surcharges', 'remarks',
] as const;

export const IMPORT_ROW_OUTCOMES = ['ADD', 'CHANGE', 'UNCHANGED', 'REFUSE'] as const;
export const ImportRowReportSchema = z.object({
  /** The CSV line (the header is line 1). */
  line: z.number(),
  reference: z.string(),
  outcome: z.enum(IMPORT_ROW_OUTCOMES),
  /** Why: what changes, or why the row is refused. */
  messages: z.array(z.string()),
});
export type ImportRowReport = z.infer<typeof ImportRowReportSchema>;
export const ImportRateCardsResultSchema = z.object({
  dryRun: z.boolean(),
  /** True when the cards were written (not a dry run, and no row refused). */
  applied: z.boolean(),
  counts: z.object({ add: z.number(), change: z.number(), unchanged: z.number(), refuse: z.number() }),
  rows: z.array(ImportRowReportSchema),
});
export type ImportRateCardsResult = z.infer<typeof ImportRateCardsResultSchema>;
