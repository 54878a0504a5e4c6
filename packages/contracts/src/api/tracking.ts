import { z } from 'zod';

/**
 * Track and trace (docs/product/tracking.md): integrations and their API keys, events in (IATA
 * status codes for AIR, DCSA T&T 2.2 events for SEA), the timeline and list the pages show.
 */

/** IATA cargo status codes (Cargo-IMP / Cargo-XML FSU), docs/product/tracking.md#air-status-codes. */
export const IATA_STATUS_CODES = ['BKD', 'RCS', 'FOH', 'PRE', 'MAN', 'DEP', 'ARR', 'RCF', 'NFD', 'AWD', 'DLV', 'TFD', 'RCT', 'CRC', 'CCD', 'DIS'] as const;
export type IataStatusCode = (typeof IATA_STATUS_CODES)[number];
export const EVENT_CLASSIFIERS = ['PLN', 'EST', 'ACT'] as const;
export type EventClassifier = (typeof EVENT_CLASSIFIERS)[number];

/** An ISO 8601 instant with its UTC offset (`2026-11-20T14:05:00+01:00`): the offset gives the local time. */
export const OffsetInstantSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/, 'must be an ISO 8601 date-time with its offset').refine((v) => !Number.isNaN(Date.parse(v)), 'is not a date');

/** One AIR status event for an air waybill. */
export const AirEventInputSchema = z.object({
  eventId: z.string().trim().min(1).max(100),
  airWaybill: z.string().trim().min(11).max(13),
  statusCode: z.enum(IATA_STATUS_CODES),
  classifier: z.enum(EVENT_CLASSIFIERS).default('ACT'),
  eventDateTime: OffsetInstantSchema,
  eventCreatedDateTime: OffsetInstantSchema.optional(),
  airport: z.string().trim().toUpperCase().regex(/^[A-Z]{3}$/, 'must be an IATA airport code'),
  flight: z.string().trim().toUpperCase().regex(/^[A-Z0-9]{2}\d{1,4}[A-Z]?$/, 'must be a flight number').optional(),
  pieces: z.number().int().min(0).max(99999).optional(),
  weightKg: z.number().min(0).max(1_000_000).optional(),
  receivedBy: z.string().trim().min(1).max(200).optional(),
  remarks: z.string().trim().max(500).optional(),
}).strict();
export type AirEventInput = z.input<typeof AirEventInputSchema>;

/** `POST /v1/tracking/events`: `{ events: [...] }`, or a bare array (a DCSA `GET /events` answer as it is). */
export const TRACKING_BATCH_MAX = 1000;
export const TrackingBatchSchema = z.union([
  z.array(z.unknown()).min(1).max(TRACKING_BATCH_MAX),
  z.object({ events: z.array(z.unknown()).min(1).max(TRACKING_BATCH_MAX) }),
]);

export const EventResultSchema = z.object({
  index: z.number().int(),
  eventId: z.string().nullable(),
  status: z.enum(['ACCEPTED', 'REPLAYED', 'REFUSED']),
  bookingRef: z.string().nullable(),
  reasons: z.array(z.string()),
});
export type EventResult = z.infer<typeof EventResultSchema>;
export const TrackingBatchResultSchema = z.object({
  accepted: z.number().int(), replayed: z.number().int(), refused: z.number().int(),
  results: z.array(EventResultSchema),
});
export type TrackingBatchResult = z.infer<typeof TrackingBatchResultSchema>;

export const INTEGRATION_KINDS = ['CARRIER', 'GROUND_HANDLER', 'LOGGER_VENDOR'] as const;
export const IntegrationSchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  kind: z.enum(INTEGRATION_KINDS),
  keyPrefix: z.string(),
  carrierCodes: z.array(z.string()),
  organizationIds: z.array(z.string().uuid()),
  webhookUrl: z.string().nullable(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type Integration = z.infer<typeof IntegrationSchema>;
export const CreateIntegrationSchema = z.object({
  name: z.string().trim().min(2).max(100),
  kind: z.enum(INTEGRATION_KINDS),
  carrierCodes: z.array(z.string().trim().toUpperCase().regex(/^[A-Z0-9]{2,4}$/, 'must be a carrier code')).max(50).default([]),
  organizationIds: z.array(z.string().uuid()).max(50).default([]),
  webhookUrl: z.string().trim().url().max(500).refine((u) => /^https?:\/\//.test(u), 'must be an http(s) URL').nullable().default(null),
}).refine((v) => v.carrierCodes.length + v.organizationIds.length > 0, { message: 'name at least one carrier or organization it reports for', path: ['carrierCodes'] });
export type CreateIntegrationInput = z.input<typeof CreateIntegrationSchema>;
/** The answer to a create: the key (and webhook secret) shown this once, never again. */
export const CreatedIntegrationSchema = IntegrationSchema.extend({ apiKey: z.string(), webhookSecret: z.string().nullable() });
export type CreatedIntegration = z.infer<typeof CreatedIntegrationSchema>;
export const IntegrationListSchema = z.object({ items: z.array(IntegrationSchema) });

export const WebhookDeliverySchema = z.object({
  id: z.string().uuid(), status: z.enum(['PENDING', 'DELIVERED', 'FAILED']), attempts: z.number().int(),
  lastStatusCode: z.number().int().nullable(), lastError: z.string().nullable(), createdAt: z.string(),
  nextAttemptAt: z.string().nullable(), deliveredAt: z.string().nullable(),
});
export const WebhookDeliveryListSchema = z.object({ items: z.array(WebhookDeliverySchema) });

/** Where a shipment stands against its plan (docs/product/tracking.md#late-on-time-early). */
export const PUNCTUALITY = ['LATE', 'ON_TIME', 'EARLY', 'UNKNOWN'] as const;
export type Punctuality = (typeof PUNCTUALITY)[number];

export const TimelineEventSchema = z.object({
  id: z.string().uuid(),
  mode: z.enum(['AIR', 'SEA']),
  eventType: z.string(),
  code: z.string(),
  /** A person's words for the code ("Departed", "Gate in"). */
  label: z.string(),
  classifier: z.enum(EVENT_CLASSIFIERS),
  eventAt: z.string(),
  /** The offset it was reported in: the place's local time is eventAt at this offset. */
  eventOffset: z.string().nullable(),
  locationCode: z.string().nullable(),
  detail: z.string(),
  source: z.string(),
  receivedAt: z.string(),
});
export type TimelineEvent = z.infer<typeof TimelineEventSchema>;

export const ExcursionSchema = z.object({
  loggerId: z.string().uuid(), serialNumber: z.string(), direction: z.enum(['ABOVE', 'BELOW']),
  from: z.string(), to: z.string(), minC: z.number(), maxC: z.number(), minutesOutside: z.number(),
  open: z.boolean(),
});
export type Excursion = z.infer<typeof ExcursionSchema>;

export const TrackingSummarySchema = z.object({
  bookingId: z.string().uuid(),
  ref: z.string(),
  mode: z.enum(['AIR', 'SEA']),
  status: z.string(),
  origin: z.string(),
  destination: z.string(),
  carrierReference: z.string().nullable(),
  /** The latest actual event's words (or the status when none). */
  milestone: z.string(),
  lastEvent: TimelineEventSchema.nullable(),
  plannedArrival: z.string().nullable(),
  eta: z.string().nullable(),
  punctuality: z.enum(PUNCTUALITY),
  excursions: z.number().int(),
  openExcursion: z.boolean(),
});
export type TrackingSummary = z.infer<typeof TrackingSummarySchema>;
export const TrackingListSchema = z.object({ items: z.array(TrackingSummarySchema), total: z.number().int() });
export type TrackingList = z.infer<typeof TrackingListSchema>;
export const TrackingListQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  mode: z.enum(['AIR', 'SEA']).optional(),
  status: z.enum(['CONFIRMED', 'IN_TRANSIT', 'ARRIVED', 'DELIVERED']).optional(),
  punctuality: z.enum(PUNCTUALITY).optional(),
  excursion: z.enum(['true', 'false']).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type TrackingListQuery = z.input<typeof TrackingListQuerySchema>;

export const TrackingDetailSchema = TrackingSummarySchema.extend({
  events: z.array(TimelineEventSchema),
  etaHistory: z.array(z.object({ eta: z.string(), reportedAt: z.string(), source: z.string() })),
  route: z.array(z.object({ code: z.string(), latitude: z.number().nullable(), longitude: z.number().nullable() })),
  temperatureRange: z.object({ minC: z.number(), maxC: z.number() }).nullable(),
  loggers: z.array(z.object({
    id: z.string().uuid(), serialNumber: z.string(), model: z.string(),
    readings: z.array(z.object({ at: z.string(), temperatureC: z.number() })),
  })),
  excursionList: z.array(ExcursionSchema),
});
export type TrackingDetail = z.infer<typeof TrackingDetailSchema>;

/** Logger readings from an integration: `POST /v1/tracking/loggers/{serial}/readings`. */
export const IntegrationReadingsSchema = z.object({
  readings: z.array(z.object({ at: OffsetInstantSchema, temperatureC: z.number().min(-100).max(100) })).min(1).max(10_000),
});
export const IntegrationReadingsResultSchema = z.object({ bookingRef: z.string(), accepted: z.number().int(), duplicates: z.number().int(), excursions: z.array(ExcursionSchema) });

export const TrackingNotificationSettingsSchema = z.object({ emails: z.boolean() });
export type TrackingNotificationSettings = z.infer<typeof TrackingNotificationSettingsSchema>;

/**
 * An air shipment's events as IATA ONE Record LogisticsEvents (cargo ontology 3.x, JSON-LD), in
 * the ONE Record API's collection shape (`api:Collection` with `api:hasItem`); the ShipmentTracking
 * good practice's mapping: eventCode a core code list individual (`StatusCode_DEP`), eventTimeType
 * ACTUAL / ESTIMATED / PLANNED, eventDate and creationDate typed xsd:dateTime.
 */
const JsonLdDateTimeSchema = z.object({ '@type': z.literal('http://www.w3.org/2001/XMLSchema#dateTime'), '@value': z.string() });
const JsonLdRefSchema = z.object({ '@id': z.string() });
export const OneRecordLogisticsEventSchema = z.object({
  '@type': z.literal('LogisticsEvent'),
  '@id': z.string(),
  eventCode: JsonLdRefSchema,
  eventName: z.string(),
  eventTimeType: JsonLdRefSchema,
  eventDate: JsonLdDateTimeSchema,
  creationDate: JsonLdDateTimeSchema,
  eventFor: JsonLdRefSchema,
  eventLocation: z.object({ '@type': z.literal('Location'), locationCodes: z.array(z.object({ '@type': z.literal('CodeListElement'), code: z.string(), codeListName: z.string() })) }).optional(),
  partialEventIndicator: z.object({ '@type': z.literal('http://www.w3.org/2001/XMLSchema#boolean'), '@value': z.boolean() }).optional(),
  recordingOrganization: z.object({ '@type': z.literal('Organization'), name: z.string() }),
});
export const OneRecordEventsSchema = z.object({
  '@context': z.object({ '@vocab': z.literal('https://onerecord.iata.org/ns/cargo#'), api: z.literal('https://onerecord.iata.org/ns/api#') }),
  '@type': z.literal('api:Collection'),
  '@id': z.string(),
  'api:hasTotalItems': z.number().int(),
  'api:hasItem': z.array(OneRecordLogisticsEventSchema),
});
export type OneRecordEvents = z.infer<typeof OneRecordEventsSchema>;
