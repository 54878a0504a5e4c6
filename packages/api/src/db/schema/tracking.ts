import { bigserial, boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { bookings } from './bookings';
import { users } from './users';

/**
 * A system that reports events (a carrier, a ground handler, a logger vendor): its API key is
 * kept as a SHA-256 hash only (shown once at creation), and its scope says which carriers
 * (codes of the booking's legs) or organizations it may report for (docs/adr/015).
 */
export const integrations = pgTable(
  'integrations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    kind: text('kind', { enum: ['CARRIER', 'GROUND_HANDLER', 'LOGGER_VENDOR'] }).notNull(),
    /** The key's first characters, to tell keys apart in the list. */
    keyPrefix: text('key_prefix').notNull(),
    keyHash: text('key_hash').notNull(),
    /** Carrier codes (IATA two-letter or SCAC) whose bookings it may report for; [] = none. */
    carrierCodes: jsonb('carrier_codes').$type<string[]>().notNull().default([]),
    /** Organizations whose bookings it may report for; [] = none. */
    organizationIds: jsonb('organization_ids').$type<string[]>().notNull().default([]),
    /** Webhook: where tracking updates are sent, signed with the secret (HMAC-SHA256). */
    webhookUrl: text('webhook_url'),
    webhookSecret: text('webhook_secret'),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('integrations_key_hash_key').on(t.keyHash)],
);

/**
 * One reported tracking event (docs/product/tracking.md#events-in): an IATA status (AIR) or a
 * DCSA T&T 2.2 event (SEA), placed on its booking's timeline by event time. `seq` orders the
 * DCSA feed's cursor; `payload` is the event as received (SEA: the DCSA object, answered again
 * unchanged by the DCSA feed).
 */
export const trackingEvents = pgTable(
  'tracking_events',
  {
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    id: uuid('id').primaryKey().defaultRandom(),
    integrationId: uuid('integration_id').notNull().references(() => integrations.id, { onDelete: 'cascade' }),
    /** The event id the integration gave: idempotency key, unique per integration. */
    sourceEventId: text('source_event_id').notNull(),
    bookingId: uuid('booking_id').notNull().references(() => bookings.id, { onDelete: 'cascade' }),
    mode: text('mode', { enum: ['AIR', 'SEA'] }).notNull(),
    /** AIR; or DCSA's SHIPMENT, TRANSPORT, EQUIPMENT. */
    eventType: text('event_type').notNull(),
    /** IATA status code (DEP) or DCSA event type code (DEPA, LOAD, RECE). */
    code: text('code').notNull(),
    classifier: text('classifier', { enum: ['PLN', 'EST', 'ACT'] }).notNull(),
    eventAt: timestamp('event_at', { withTimezone: true }).notNull(),
    /** The UTC offset the event was reported in (`+01:00`), for local times. */
    eventOffset: text('event_offset'),
    locationCode: text('location_code'),
    eventCreatedAt: timestamp('event_created_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    carrierBookingReference: text('carrier_booking_reference'),
    transportDocumentReference: text('transport_document_reference'),
    equipmentReference: text('equipment_reference'),
    transportCallId: text('transport_call_id'),
    vesselImo: text('vessel_imo'),
    exportVoyageNumber: text('export_voyage_number'),
    carrierServiceCode: text('carrier_service_code'),
    documentTypeCode: text('document_type_code'),
    /** AIR: flight, pieces, weightKg, receivedBy; SEA: the DCSA event as received. */
    payload: jsonb('payload').notNull(),
  },
  (t) => [
    uniqueIndex('tracking_events_source_key').on(t.integrationId, t.sourceEventId),
    uniqueIndex('tracking_events_seq_key').on(t.seq),
    index('tracking_events_booking_idx').on(t.bookingId, t.eventAt),
  ],
);

/** What identifies a booking to carriers: air waybill, carrier booking reference, transport document, container. */
export const trackingReferences = pgTable(
  'tracking_references',
  {
    kind: text('kind', { enum: ['AWB', 'BKG', 'TRD', 'EQ'] }).notNull(),
    value: text('value').notNull(),
    bookingId: uuid('booking_id').notNull().references(() => bookings.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // A container carries many shipments over its life: a reference resolves to the newest booking that has it.
  (t) => [uniqueIndex('tracking_references_key').on(t.kind, t.value, t.bookingId), index('tracking_references_booking_idx').on(t.bookingId)],
);

/** A user's choice about tracking e-mails for the bookings they watch (the /profile switch); no row = on. */
export const trackingNotificationSettings = pgTable('tracking_notification_settings', {
  userId: uuid('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  emails: boolean('emails').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Milestone e-mails sent, once per booking, watcher and milestone (a replay sends nothing again). */
export const trackingNotificationsSent = pgTable(
  'tracking_notifications_sent',
  {
    bookingId: uuid('booking_id').notNull().references(() => bookings.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    /** DEPARTED, ARRIVED, DELIVERED, DELAYED:<eta>, EXCURSION:<start> */
    milestone: text('milestone').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('tracking_notifications_sent_key').on(t.bookingId, t.userId, t.milestone)],
);

/** Every webhook delivery attempt: the integration's URL, the body's signature, the answer, the next retry. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    integrationId: uuid('integration_id').notNull().references(() => integrations.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    attempts: integer('attempts').notNull().default(0),
    status: text('status', { enum: ['PENDING', 'DELIVERED', 'FAILED'] }).notNull().default('PENDING'),
    lastStatusCode: integer('last_status_code'),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [
    index('webhook_deliveries_integration_idx').on(t.integrationId, t.createdAt),
    // The retry claim's scan (modules/tracking/webhooks.ts): only what is still to deliver, by when it is due.
    index('webhook_deliveries_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'PENDING'`),
  ],
);
