import { sql } from 'drizzle-orm';
import {
  bigint, date, doublePrecision, index, integer, jsonb, pgSequence, pgTable, primaryKey, real, text, timestamp, uniqueIndex, uuid,
} from 'drizzle-orm/pg-core';
import { organizations } from './organizations';
import { users } from './users';

/** Bookings' human references (FDA-000042, FDS-000043) come from one sequence. */
export const bookingRefSequence = pgSequence('booking_ref_seq', { startWith: 1000, increment: 1 });

/**
 * A booking (docs/product/freight.md#bookings). Its parts (parties, legs, cargo, charges, emissions
 * detail) are one JSON document in `data`; the columns beside it are what lists filter, sort and
 * count by, and what the reports add up, derived from `data` by the service on every write.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ref: text('ref').notNull(),
    mode: text('mode', { enum: ['AIR', 'SEA'] }).notNull(),
    seaLoad: text('sea_load', { enum: ['FCL', 'LCL'] }),
    status: text('status', { enum: ['PENDING', 'CONFIRMED', 'IN_TRANSIT', 'ARRIVED', 'DELIVERED', 'CANCELLED'] }).notNull().default('PENDING'),
    /** Bumped on every change: optimistic concurrency (expectedVersion) and revisions' base. */
    version: integer('version').notNull().default(1),
    organizationId: uuid('organization_id').notNull().references(() => organizations.id, { onDelete: 'restrict' }),
    createdById: uuid('created_by_id').notNull().references(() => users.id, { onDelete: 'restrict' }),
    origin: text('origin').notNull(),
    destination: text('destination').notNull(),
    cargoReadyDate: date('cargo_ready_date', { mode: 'string' }).notNull(),
    cargoType: text('cargo_type').notNull(),
    shipperCompany: text('shipper_company').notNull(),
    consigneeCompany: text('consignee_company').notNull(),
    customerReference: text('customer_reference').notNull().default(''),
    /** AIR: air waybill number `PPP-SSSSSSSS`; SEA: the carrier's booking number. */
    carrierReference: text('carrier_reference'),
    pieces: integer('pieces').notNull(),
    grossWeightKg: doublePrecision('gross_weight_kg').notNull(),
    volumeM3: doublePrecision('volume_m3').notNull(),
    chargeableValue: doublePrecision('chargeable_value').notNull(),
    chargeableUnit: text('chargeable_unit', { enum: ['KG', 'RT', 'CONTAINER'] }).notNull(),
    teu: integer('teu').notNull().default(0),
    distanceKm: doublePrecision('distance_km'),
    tonneKm: doublePrecision('tonne_km'),
    co2eKg: doublePrecision('co2e_kg'),
    /** Lower-case ref, carrier and customer references, shipper and consignee: the free-text filter. */
    searchText: text('search_text').notNull(),
    quotationId: uuid('quotation_id'),
    scheduleOptionId: text('schedule_option_id'),
    /** legs, cargo, shipper, consignee, notifyParty, remarks, charges, chargesSource, totals, emissions. */
    data: jsonb('data').notNull(),
    /** { reason, at, byId } */
    cancellation: jsonb('cancellation'),
    /** { receivedBy, deliveredAt, remarks, recordedById, recordedAt } */
    delivery: jsonb('delivery'),
    /** { confirmedBy, confirmedAt, remarks }: the consignee, through a share link. */
    receipt: jsonb('receipt'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    departedAt: timestamp('departed_at', { withTimezone: true }),
    arrivedAt: timestamp('arrived_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bookings_ref_key').on(t.ref),
    // An air waybill number identifies one shipment.
    uniqueIndex('bookings_air_waybill_key').on(t.carrierReference).where(sql`${t.mode} = 'AIR' and ${t.carrierReference} is not null`),
    // The list's scopes, each sorted by the default order (newest first) with the id as tie-break.
    // Migration 0007 adds INCLUDE (search_text, organization_id, created_by_id): a free-text search walks the index alone.
    index('bookings_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('bookings_organization_created_idx').on(t.organizationId, t.createdAt.desc(), t.id.desc()),
    index('bookings_creator_created_idx').on(t.createdById, t.createdAt.desc(), t.id.desc()),
    index('bookings_status_created_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
    index('bookings_organization_status_created_idx').on(t.organizationId, t.status, t.createdAt.desc(), t.id.desc()),
    // A customer's air or sea bookings: without it a mode filter walks the organization's index and
    // drops the other mode's rows (bench:bookings on 1 M: 650 rows read per page of 50 sea bookings).
    index('bookings_organization_mode_created_idx').on(t.organizationId, t.mode, t.createdAt.desc(), t.id.desc()),
    index('bookings_origin_idx').on(t.origin, t.createdAt.desc()),
    index('bookings_destination_idx').on(t.destination, t.createdAt.desc()),
    index('bookings_carrier_reference_idx').on(t.carrierReference),
    // Free text anywhere in ref, references and party names (pg_trgm, migration 0003).
    index('bookings_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

/**
 * How many bookings each organization has per mode and status, kept by triggers (migration
 * 0003) in the same transaction as every booking write: the list's total and the dashboard's
 * counts cost a few rows instead of a scan of the bookings.
 */
export const bookingStatusCounts = pgTable(
  'booking_status_counts',
  {
    organizationId: uuid('organization_id').notNull(),
    mode: text('mode').notNull(),
    status: text('status').notNull(),
    count: bigint('count', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.mode, t.status] })],
);

/** Every change of a booking: who, when, what (docs/product/freight.md#history). */
export const bookingHistory = pgTable(
  'booking_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id').notNull().references(() => bookings.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** Null for the system or a public visitor. */
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    impersonatedById: uuid('impersonated_by_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status'),
    /** [{ path, from, to }] */
    changes: jsonb('changes').notNull().default([]),
    note: text('note').notNull().default(''),
  },
  (t) => [index('booking_history_booking_at_idx').on(t.bookingId, t.at)],
);

/** A change requested to a CONFIRMED booking, for staff to approve or reject. */
export const bookingRevisions = pgTable(
  'booking_revisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id').notNull().references(() => bookings.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['REQUESTED', 'APPROVED', 'REJECTED'] }).notNull().default('REQUESTED'),
    requestedById: uuid('requested_by_id').notNull().references(() => users.id, { onDelete: 'restrict' }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    /** The PATCH body as requested. */
    request: jsonb('request').notNull(),
    /** [{ path, from, to }] against the booking version it was requested on. */
    changes: jsonb('changes').notNull(),
    baseVersion: integer('base_version').notNull(),
    decidedById: uuid('decided_by_id').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    reason: text('reason').notNull().default(''),
  },
  (t) => [
    index('booking_revisions_booking_idx').on(t.bookingId, t.requestedAt),
    // One open revision at a time per booking.
    uniqueIndex('booking_revisions_one_open_key').on(t.bookingId).where(sql`${t.status} = 'REQUESTED'`),
    index('booking_revisions_open_idx').on(t.status).where(sql`${t.status} = 'REQUESTED'`),
  ],
);

/** The create form as a user saved it, to resume later (only its owner sees it). */
export const bookingDrafts = pgTable(
  'booking_drafts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
    mode: text('mode', { enum: ['AIR', 'SEA'] }),
    step: integer('step').notNull().default(0),
    title: text('title').notNull(),
    data: jsonb('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('booking_drafts_user_updated_idx').on(t.userId, t.updatedAt.desc())],
);

/** A file attached to a booking; its bytes live in the document storage under `storageKey`. */
export const bookingDocuments = pgTable(
  'booking_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id').notNull().references(() => bookings.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    fileName: text('file_name').notNull(),
    /** Detected from the content, not taken from the upload. */
    contentType: text('content_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull(),
    uploadedById: uuid('uploaded_by_id').references(() => users.id, { onDelete: 'set null' }),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('booking_documents_booking_idx').on(t.bookingId, t.uploadedAt)],
);

/** A temperature data logger packed with a shipment (docs/product/freight.md#data-loggers). */
export const dataLoggers = pgTable(
  'data_loggers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id').notNull().references(() => bookings.id, { onDelete: 'cascade' }),
    serialNumber: text('serial_number').notNull(),
    model: text('model').notNull(),
    addedById: uuid('added_by_id').references(() => users.id, { onDelete: 'set null' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One serial once a booking (DATA_LOGGER_ALREADY_EXISTS), whatever its case.
    uniqueIndex('data_loggers_booking_serial_key').on(t.bookingId, sql`upper(${t.serialNumber})`),
  ],
);

export const dataLoggerReadings = pgTable(
  'data_logger_readings',
  {
    loggerId: uuid('logger_id').notNull().references(() => dataLoggers.id, { onDelete: 'cascade' }),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
    temperatureC: real('temperature_c').notNull(),
  },
  (t) => [primaryKey({ columns: [t.loggerId, t.recordedAt] })],
);

export const bookingWatches = pgTable(
  'booking_watches',
  {
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    bookingId: uuid('booking_id').notNull().references(() => bookings.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.bookingId] }), index('booking_watches_booking_idx').on(t.bookingId)],
);

/**
 * Public access to one booking by an unguessable token, with an expiry and a revocation
 * (docs/product/freight.md#share-links). The token is found by its SHA-256; it is also kept sealed
 * (AES-256-GCM) so the booking's managers can copy the link again later.
 */
export const bookingShareLinks = pgTable(
  'booking_share_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id').notNull().references(() => bookings.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    tokenSealed: text('token_sealed').notNull(),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedById: uuid('revoked_by_id').references(() => users.id, { onDelete: 'set null' }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('booking_share_links_token_hash_key').on(t.tokenHash), index('booking_share_links_booking_idx').on(t.bookingId)],
);

/**
 * `Idempotency-Key` of create calls: a retry with the same key returns what the first call
 * created. Keys are per user and per operation; the request's hash catches a key reused for
 * another request.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    operation: text('operation').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    resourceId: uuid('resource_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.operation, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);
