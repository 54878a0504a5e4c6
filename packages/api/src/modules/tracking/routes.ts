import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ACTION_PERMISSIONS, IntegrationReadingsResultSchema, OneRecordEventsSchema, IntegrationReadingsSchema, TrackingBatchResultSchema, TrackingBatchSchema,
  TrackingDetailSchema, TrackingListQuerySchema, TrackingListSchema, TrackingNotificationSettingsSchema,
} from '@freightdeck/contracts';
import type { Db } from '../../db';
import type { Clock } from '../../lib/clock';
import { BearerHeadersSchema, errorResponses } from '../../lib/route-schemas';
import { PUBLIC, SIGNED_IN, withPermission } from '../../plugins/access';
import { authOf } from '../../plugins/auth';
import { dcsaErrorHandler, DcsaTntErrorSchema, sendDcsaBadRequest, type DcsaTntError } from '../../plugins/dcsa-errors';
import { bookingAccess, type BookingRow } from '../bookings';
import { authenticateIntegration } from '../integrations';
import { DEFAULT_LIMIT, feedPage, FilterError } from './dcsa-feed';
import type { Ingestion } from './ingest';
import type { TrackingNotifier } from './notifications';
import type { TrackingService } from './service';
import type { TrackingShareLimiter } from './share-limiter';

const VIEWERS = withPermission(ACTION_PERMISSIONS.bookingView);
const ApiKeyHeaders = z.looseObject({ 'x-api-key': z.string().max(200).optional().describe("The integration's API key") });
// 1,000 DCSA events of ~2 KB each, or 10,000 readings.
const BATCH_BODY_LIMIT = 4 * 1024 * 1024;

const text = (description: string) => z.string().optional().describe(description);
/** The standard's filters, as strings: the handler checks them and answers 400 in DCSA's shape (dcsa-feed.ts); `eventCreatedDateTime:gte` and the other comparisons pass through. */
const DcsaQuerySchema = z.looseObject({
  eventType: text('SHIPMENT, TRANSPORT, EQUIPMENT (comma-separated)'),
  shipmentEventTypeCode: text('RECE, DRFT, … (comma-separated)'), documentTypeCode: text('CBR, BKG, SHI, … (comma-separated)'),
  transportEventTypeCode: text('ARRI, DEPA'), equipmentEventTypeCode: text('LOAD, DISC, GTIN, … (comma-separated)'),
  carrierBookingReference: text('Carrier booking reference'), transportDocumentReference: text('Transport document reference'),
  equipmentReference: text('Container (ISO 6346)'), transportCallID: text('Transport call id'), vesselIMONumber: text('IMO number'),
  exportVoyageNumber: text('Export voyage'), carrierServiceCode: text('Service code'), UNLocationCode: text('UN/LOCODE'),
  eventCreatedDateTime: text('Equal to; eventCreatedDateTime:gte, :gt, :lte, :lt compare'), limit: text('1–1000, default 100'), cursor: text('From Next-Page'),
});

export interface TrackingRoutesOptions {
  db: Db;
  now: Clock;
  ingestion: Ingestion;
  trackingService: TrackingService;
  notifier: TrackingNotifier;
  /** The booking a share link's token opens (the booking share links' machinery: signed, expiring, revocable). */
  sharedBooking: (token: string) => Promise<BookingRow>;
  /** The shared timeline's own rate limits (share-limiter.ts). */
  shareLimiter: TrackingShareLimiter;
}

export const trackingRoutes: FastifyPluginAsyncZod<TrackingRoutesOptions> = async (app, { db, now, ingestion, trackingService, notifier, sharedBooking, shareLimiter }) => {
  const actorOf = (request: Parameters<typeof authOf>[0]) => {
    const auth = authOf(request);
    return { userId: auth.userId, organizations: auth.organizations, permissions: auth.permissions, impersonatedById: auth.impersonatedById };
  };

  app.post('/tracking/events', {
    config: PUBLIC,
    bodyLimit: BATCH_BODY_LIMIT,
    schema: {
      tags: ['tracking'], summary: 'Report tracking events (X-API-Key): AIR IATA status events or SEA DCSA T&T 2.2 events; each refused or kept on its own, idempotent per event id',
      headers: ApiKeyHeaders, body: TrackingBatchSchema, response: { 200: TrackingBatchResultSchema, ...errorResponses(400, 401, 413) },
    },
    handler: async (request) => ingestion.ingest(await authenticateIntegration(db, request.headers['x-api-key'], now()), request.body),
  });

  app.post('/tracking/loggers/:serialNumber/readings', {
    config: PUBLIC,
    bodyLimit: BATCH_BODY_LIMIT,
    schema: {
      tags: ['tracking'], summary: "Report a data logger's readings by its serial (X-API-Key); a reading at an instant already stored is kept once",
      headers: ApiKeyHeaders, params: z.object({ serialNumber: z.string().trim().min(1).max(100) }), body: IntegrationReadingsSchema,
      response: { 200: IntegrationReadingsResultSchema, ...errorResponses(400, 401, 404, 413) },
    },
    handler: async (request) => trackingService.addReadings(await authenticateIntegration(db, request.headers['x-api-key'], now()), request.params.serialNumber, request.body.readings),
  });

  app.get('/tracking', {
    config: VIEWERS,
    schema: { tags: ['tracking'], summary: "The caller's active shipments with milestone, last event, ETA, punctuality and excursions", querystring: TrackingListQuerySchema, response: { 200: TrackingListSchema, ...errorResponses(400, 401, 403) } },
    handler: async (request) => trackingService.list(actorOf(request), request.query),
  });

  app.get('/tracking/:id', {
    config: VIEWERS,
    schema: { tags: ['tracking'], summary: "A shipment's timeline (by booking id or ref): events, ETA history, route, loggers and excursions", params: z.object({ id: z.string().min(1).max(100) }), response: { 200: TrackingDetailSchema, ...errorResponses(400, 401, 403, 404) } },
    handler: async (request) => trackingService.detail(actorOf(request), request.params.id),
  });

  app.get('/tracking/:id/logistics-events', {
    config: VIEWERS,
    schema: {
      tags: ['tracking'],
      summary: "An air shipment's events as IATA ONE Record LogisticsEvents (JSON-LD, application/ld+json), scoped like its timeline; 404 for a SEA booking",
      params: z.object({ id: z.string().min(1).max(100) }), response: { 200: OneRecordEventsSchema, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request, reply) => {
      const body = await trackingService.oneRecord(actorOf(request), request.params.id);
      reply.type('application/ld+json; charset=utf-8');
      return body;
    },
  });

  app.get('/tracking/shared/:token', {
    config: PUBLIC,
    schema: { tags: ['tracking'], summary: "A shared shipment's timeline by its share link's token (no prices, no contacts); 404 once revoked or expired", params: z.object({ token: z.string().max(100) }), response: { 200: TrackingDetailSchema, ...errorResponses(400, 404, 429) } },
    handler: async (request) => {
      await shareLimiter.admit(request.ip);
      const booking = await sharedBooking(request.params.token).catch(async (error: unknown) => {
        if ((error as { status?: number }).status === 404) await shareLimiter.missed(request.ip);
        throw error;
      });
      return trackingService.detailOfBooking(booking);
    },
  });

  app.get('/tracking/notification-settings', {
    config: SIGNED_IN,
    schema: { tags: ['tracking'], summary: "The caller's choice of e-mails about the bookings they watch", headers: BearerHeadersSchema, response: { 200: TrackingNotificationSettingsSchema, ...errorResponses(401) } },
    handler: async (request) => notifier.settings(authOf(request).userId),
  });

  app.put('/tracking/notification-settings', {
    config: SIGNED_IN,
    schema: { tags: ['tracking'], summary: 'Switch the e-mails about watched bookings on or off', body: TrackingNotificationSettingsSchema, response: { 200: TrackingNotificationSettingsSchema, ...errorResponses(400, 401) } },
    handler: async (request) => notifier.setSettings(authOf(request).userId, request.body),
  });

  app.get('/dcsa/tnt/v2/events', {
    config: VIEWERS,
    // A 400 raised before the handler (the edge's text check, the schemas) in the standard's shape too.
    errorHandler: dcsaErrorHandler<DcsaTntError>('2.2.0', (issue) => ({ reason: 'invalidQuery', message: `${issue.path}: ${issue.message}` })),
    schema: {
      tags: ['tracking'], summary: "DCSA Track and Trace 2.2 GET /events: SEA events of the caller's bookings, with the standard's filters and cursor paging",
      querystring: DcsaQuerySchema,
      response: { 200: z.array(z.record(z.string(), z.unknown())), 400: DcsaTntErrorSchema, ...errorResponses(401, 403) },
    },
    handler: async (request, reply) => {
      reply.header('API-Version', '2.2.0');
      try {
        const { events, next } = await feedPage(db, bookingAccess(authOf(request)), request.query);
        if (next) {
          const url = new URL(request.url, 'http://x');
          url.searchParams.set('cursor', next);
          if (!url.searchParams.has('limit')) url.searchParams.set('limit', String(DEFAULT_LIMIT));
          reply.header('Next-Page', `${url.pathname}${url.search}`);
        }
        return events as Record<string, unknown>[];
      } catch (error) {
        if (!(error instanceof FilterError)) throw error;
        return sendDcsaBadRequest<DcsaTntError>(request, reply, [{ reason: error.reason, message: error.message }], now());
      }
    },
  });
};
