import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BookingSchema, CancelBookingSchema, ConfirmBookingSchema, DeliverBookingSchema, MilestoneSchema, RevisionDecisionSchema } from '@freightdeck/contracts';
import { z } from 'zod';
import { errorResponses } from '../../lib/route-schemas';
import { actorOf, headers, IdParamsSchema, MANAGE, STAFF } from './route-parts';
import type { BookingService } from './service';

const responses = { 200: BookingSchema, ...errorResponses(400, 401, 403, 404, 409) };

/** Status changes and revision decisions: staff move bookings along; managers in scope cancel. */
export const statusRoutes: FastifyPluginAsyncZod<{ bookingService: BookingService }> = async (app, { bookingService }) => {
  app.post('/bookings/:id/confirm', {
    config: STAFF,
    schema: { tags: ['bookings'], summary: 'Confirm a pending booking (staff)', headers, params: IdParamsSchema, body: ConfirmBookingSchema, response: responses },
    handler: async (request) => bookingService.confirm(actorOf(request), request.params.id, request.body),
  });
  for (const action of ['depart', 'arrive'] as const) {
    app.post(`/bookings/:id/${action}`, {
      config: STAFF,
      schema: { tags: ['bookings'], summary: action === 'depart' ? 'Record the departure (staff)' : 'Record the arrival (staff)', headers, params: IdParamsSchema, body: MilestoneSchema, response: responses },
      handler: async (request) => bookingService[action](actorOf(request), request.params.id, request.body),
    });
  }
  app.post('/bookings/:id/deliver', {
    config: STAFF,
    schema: { tags: ['bookings'], summary: 'Record the proof of delivery (staff)', headers, params: IdParamsSchema, body: DeliverBookingSchema, response: responses },
    handler: async (request) => bookingService.deliver(actorOf(request), request.params.id, request.body),
  });
  app.post('/bookings/:id/cancel', {
    config: MANAGE,
    schema: { tags: ['bookings'], summary: 'Cancel a pending or confirmed booking, saying why', headers, params: IdParamsSchema, body: CancelBookingSchema, response: responses },
    handler: async (request) => bookingService.cancel(actorOf(request), request.params.id, request.body),
  });
  app.patch('/bookings/:id/revisions/:revisionId', {
    config: STAFF,
    schema: {
      tags: ['bookings'], summary: 'Approve or reject a requested revision (staff)', headers,
      params: IdParamsSchema.extend({ revisionId: z.string().uuid() }), body: RevisionDecisionSchema, response: responses,
    },
    handler: async (request) => bookingService.decideRevision(actorOf(request), request.params.id, request.params.revisionId, request.body),
  });
};
