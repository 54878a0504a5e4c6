import {
  bigserial, date, doublePrecision, index, integer, jsonb, pgSequence, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid,
} from 'drizzle-orm/pg-core';
import { bookings } from './bookings';
import { organizations } from './organizations';
import { users } from './users';

/**
 * A carrier's tariff on a lane for a period (docs/adr/019-quotations-and-rate-cards.md). The lane
 * ends are stored as keys (`AIRPORT:SIN`, `COUNTRY:DE`) so that instant pricing finds every card
 * of a request with one index lookup: the request's origin and destination expand to the keys
 * that cover them. The rates themselves are one JSON document (`tariff`).
 */
export const rateCards = pgTable(
  'rate_cards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reference: text('reference').notNull(),
    carrier: text('carrier').notNull(),
    mode: text('mode', { enum: ['AIR', 'SEA'] }).notNull(),
    originKey: text('origin_key').notNull(),
    destinationKey: text('destination_key').notNull(),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    validTo: date('valid_to', { mode: 'string' }).notNull(),
    currency: text('currency').notNull(),
    /** { airRates, fclRates, lclRate, surcharges } */
    tariff: jsonb('tariff').notNull(),
    remarks: text('remarks').notNull().default(''),
    version: integer('version').notNull().default(1),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    updatedById: uuid('updated_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('rate_cards_reference_key').on(t.reference),
    // Instant pricing: mode, both lane keys by equality, then the validity range.
    index('rate_cards_lane_idx').on(t.mode, t.originKey, t.destinationKey, t.validFrom, t.validTo),
    index('rate_cards_updated_idx').on(t.updatedAt.desc(), t.id.desc()),
  ],
);

/** Exchange rates as dated data: units of `currency` per 1 USD from `rate_date` on. */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    rateDate: date('rate_date', { mode: 'string' }).notNull(),
    currency: text('currency').notNull(),
    perBase: doublePrecision('per_base').notNull(),
    source: text('source').notNull(),
    updatedById: uuid('updated_by_id').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.rateDate, t.currency] })],
);

/** Quotations' human references (FDQ-001000). */
export const quotationRefSequence = pgSequence('quotation_ref_seq', { startWith: 1000, increment: 1 });

/**
 * A quotation: the request and its priced options in `data`, the columns beside it what lists
 * filter, sort and count by (derived by the service on every write).
 */
export const quotations = pgTable(
  'quotations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ref: text('ref').notNull(),
    status: text('status', { enum: ['DRAFT', 'REQUESTED', 'ISSUED', 'ACCEPTED', 'BOOKED', 'DECLINED', 'EXPIRED'] }).notNull(),
    version: integer('version').notNull().default(1),
    mode: text('mode', { enum: ['AIR', 'SEA'] }).notNull(),
    seaLoad: text('sea_load', { enum: ['FCL', 'LCL'] }),
    origin: text('origin').notNull(),
    destination: text('destination').notNull(),
    cargoReadyDate: date('cargo_ready_date', { mode: 'string' }).notNull(),
    cargoType: text('cargo_type').notNull(),
    commodity: text('commodity').notNull(),
    organizationId: uuid('organization_id').notNull().references(() => organizations.id, { onDelete: 'restrict' }),
    requestedById: uuid('requested_by_id').notNull().references(() => users.id, { onDelete: 'restrict' }),
    currency: text('currency').notNull(),
    validUntil: date('valid_until', { mode: 'string' }),
    optionCount: integer('option_count').notNull().default(0),
    /** The cheapest (or accepted) option's total in `currency`. */
    bestTotal: doublePrecision('best_total'),
    acceptedOptionId: text('accepted_option_id'),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    bookingRef: text('booking_ref'),
    scheduleOptionId: text('schedule_option_id'),
    /** Lower-case ref, commodity, route: the free-text filter. */
    searchText: text('search_text').notNull(),
    /** { cargo, declaredValue, totals, options, remarks, declineReason } */
    data: jsonb('data').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    declinedAt: timestamp('declined_at', { withTimezone: true }),
    expiredAt: timestamp('expired_at', { withTimezone: true }),
    bookedAt: timestamp('booked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('quotations_ref_key').on(t.ref),
    index('quotations_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('quotations_organization_created_idx').on(t.organizationId, t.createdAt.desc(), t.id.desc()),
    // The expiry sweep and the widget: open quotations by the day they lapse.
    index('quotations_status_valid_idx').on(t.status, t.validUntil),
  ],
);

export const quotationHistory = pgTable(
  'quotation_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The order of entries written at the same instant (one call's several steps). */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    quotationId: uuid('quotation_id').notNull().references(() => quotations.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status'),
    /** Null: the system (the expiry sweep). */
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    impersonatedById: uuid('impersonated_by_id').references(() => users.id, { onDelete: 'set null' }),
    note: text('note').notNull().default(''),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('quotation_history_quotation_idx').on(t.quotationId, t.at)],
);

export const quotationDrafts = pgTable(
  'quotation_drafts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    mode: text('mode', { enum: ['AIR', 'SEA'] }),
    step: integer('step').notNull().default(0),
    title: text('title').notNull(),
    data: jsonb('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('quotation_drafts_user_updated_idx').on(t.userId, t.updatedAt.desc())],
);

export const quotationShareLinks = pgTable(
  'quotation_share_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    quotationId: uuid('quotation_id').notNull().references(() => quotations.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    tokenSealed: text('token_sealed').notNull(),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedById: uuid('revoked_by_id').references(() => users.id, { onDelete: 'set null' }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('quotation_share_links_token_hash_key').on(t.tokenHash), index('quotation_share_links_quotation_idx').on(t.quotationId)],
);
