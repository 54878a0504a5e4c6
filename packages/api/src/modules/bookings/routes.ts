import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BookingListQuerySchema, BookingPageSchema, BookingSchema, BookingSummarySchema, CreateBookingBaseSchema, StatusCountsSchema, UpdateBookingSchema,
  WatchBookingsSchema, WatchlistSchema,
} from '@freightdeck/contracts';
import { z } from 'zod';
import { errorResponses } from '../../lib/route-schemas';
import { actorOf, headers, IdParamsSchema, MANAGE, VIEW } from './route-parts';
import type { BookingService } from './service';
import { statusRoutes } from './status-routes';
import { StatusCountQuerySchema } from './summary';

const CreateHeadersSchema = headers.extend({
  'idempotency-key': z.string().trim().min(1).max(200).optional().describe('A retry with the same key and body answers the booking the first call created (200)'),
});

/** Bookings (ADR 008). Static paths (watchlist, summary, statuses/count) are matched before `/bookings/:id`. */
export const bookingRoutes: FastifyPluginAsyncZod<{ bookingService: BookingService }> = async (app, { bookingService }) => {
  app.post('/bookings', {
    config: MANAGE,
    schema: {
      tags: ['bookings'], summary: 'Book a shipment (a retry with the same Idempotency-Key answers 200 with the same booking)', headers: CreateHeadersSchema,
      // The cross-field rules run in the service (the refined schema does not describe itself in OpenAPI).
      body: CreateBookingBaseSchema,
      // One success status per operation (the OpenAPI sweep); the 200 of a replay has the same body, serialized without a schema.
      response: { 201: BookingSchema, ...errorResponses(400, 401, 403, 409) },
    },
    handler: async (request, reply) => {
      const { booking, replayed } = await bookingService.create(actorOf(request), request.body, { idempotencyKey: request.headers['idempotency-key'] });
      // 200 is not among the typed statuses (only 201 is declared, see above).
      return reply.status((replayed ? 200 : 201) as 201).send(booking);
    },
  });

  app.get('/bookings', {
    config: VIEW,
    schema: { tags: ['bookings'], summary: 'Bookings in the caller\'s scope: filtered, sorted, one page', headers, querystring: BookingListQuerySchema, response: { 200: BookingPageSchema, ...errorResponses(400, 401, 403) } },
    // The portal's busiest call: its page is built field by field from the BookingPage type
    // (list-bookings.ts), so re-checking 50 items against the schema on every call (a fifth of the
    // call's CPU in bench:bookings) guards nothing; the schema still documents it, and the API
    // tests hold the answer to it strictly.
    serializerCompiler: () => (data) => JSON.stringify(data),
    handler: async (request) => bookingService.list(actorOf(request), request.query),
  });

  app.get('/bookings/watchlist', {
    config: VIEW,
    schema: { tags: ['bookings'], summary: 'The caller\'s watched bookings', headers, response: { 200: WatchlistSchema, ...errorResponses(401, 403) } },
    handler: async (request) => bookingService.watchlist(actorOf(request)),
  });
  for (const action of ['watch', 'unwatch'] as const) {
    app.post(`/bookings/watchlist/${action}`, {
      config: VIEW,
      schema: { tags: ['bookings'], summary: `${action === 'watch' ? 'Watch' : 'Stop watching'} bookings`, headers, body: WatchBookingsSchema, response: { 200: WatchlistSchema, ...errorResponses(400, 401, 403, 404) } },
      handler: async (request) => bookingService[action](actorOf(request), request.body),
    });
  }

  app.get('/bookings/summary', {
    config: VIEW,
    schema: { tags: ['bookings'], summary: 'The dashboard\'s booking figures in the caller\'s scope', headers, response: { 200: BookingSummarySchema, ...errorResponses(401, 403) } },
    handler: async (request) => bookingService.summary(actorOf(request)),
  });

  app.get('/bookings/statuses/count', {
    config: VIEW,
    schema: { tags: ['bookings'], summary: 'Bookings per status in the caller\'s scope', headers, querystring: StatusCountQuerySchema, response: { 200: StatusCountsSchema, ...errorResponses(400, 401, 403) } },
    handler: async (request) => bookingService.statusCounts(actorOf(request), request.query),
  });

  app.get('/bookings/:id', {
    config: VIEW,
    schema: { tags: ['bookings'], summary: 'One booking with its history, revisions and allowed actions', headers, params: IdParamsSchema, response: { 200: BookingSchema, ...errorResponses(401, 403, 404) } },
    handler: async (request) => bookingService.get(actorOf(request), request.params.id),
  });

  app.patch('/bookings/:id', {
    config: MANAGE,
    schema: {
      tags: ['bookings'], summary: 'Change a pending booking, or request a revision of a confirmed one', headers, params: IdParamsSchema,
      body: UpdateBookingSchema, response: { 200: BookingSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request) => bookingService.update(actorOf(request), request.params.id, request.body),
  });

  await app.register(statusRoutes, { bookingService });
};
