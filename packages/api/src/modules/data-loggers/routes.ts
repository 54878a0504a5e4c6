import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CreateDataLoggerSchema, DataLoggerListSchema, DataLoggerQuerySchema, DataLoggerSchema, ACTION_PERMISSIONS, PostReadingsSchema, ReadingSeriesSchema,
} from '@freightdeck/contracts';
import { errorResponses } from '../../lib/route-schemas';
import { withPermission } from '../../plugins/access';
import { authOf } from '../../plugins/auth';
import { bookingAccess } from '../bookings';
import type { DataLoggerService } from './service';

const NoContent = z.undefined().describe('Done');
const LoggerParamsSchema = z.object({ id: z.uuid() });
const VIEWERS = withPermission(ACTION_PERMISSIONS.bookingView);
const MANAGERS = withPermission(ACTION_PERMISSIONS.bookingManage);
// 10,000 readings of ~60 bytes each do not fit the app's 1 MB default.
const READINGS_BODY_LIMIT = 2 * 1024 * 1024;

export const dataLoggerRoutes: FastifyPluginAsyncZod<{ dataLoggerService: DataLoggerService }> = async (app, { dataLoggerService }) => {
  const actorOf = (request: Parameters<typeof authOf>[0]) => {
    const auth = authOf(request);
    return { access: bookingAccess(auth), impersonatedById: auth.impersonatedById };
  };

  app.post('/bookings/data-loggers', {
    config: MANAGERS,
    schema: { tags: ['bookings'], summary: 'Add a temperature data logger to a booking (a serial once per booking, whatever its case)', body: CreateDataLoggerSchema, response: { 201: DataLoggerSchema, ...errorResponses(400, 401, 403, 404, 409) } },
    handler: async (request, reply) => reply.status(201).send(await dataLoggerService.create(actorOf(request), request.body)),
  });

  app.get('/bookings/data-loggers', {
    config: VIEWERS,
    schema: { tags: ['bookings'], summary: "A booking's data loggers with a summary of their readings", querystring: DataLoggerQuerySchema, response: { 200: DataLoggerListSchema, ...errorResponses(400, 401, 403, 404) } },
    handler: async (request) => dataLoggerService.list(actorOf(request).access, request.query.bookingRef),
  });

  app.delete('/bookings/data-loggers/:id', {
    config: MANAGERS,
    schema: { tags: ['bookings'], summary: 'Remove a data logger and its readings', params: LoggerParamsSchema, response: { 204: NoContent, ...errorResponses(400, 401, 403, 404) } },
    handler: async (request, reply) => {
      await dataLoggerService.remove(actorOf(request), request.params.id);
      return reply.status(204).send();
    },
  });

  app.post('/bookings/data-loggers/:id/readings', {
    config: MANAGERS,
    bodyLimit: READINGS_BODY_LIMIT,
    schema: {
      tags: ['bookings'], summary: 'Add readings (up to 10,000); a reading at an instant already recorded is kept once',
      params: LoggerParamsSchema, body: PostReadingsSchema,
      response: { 201: z.object({ accepted: z.number(), duplicates: z.number() }), ...errorResponses(400, 401, 403, 404, 413) },
    },
    handler: async (request, reply) => reply.status(201).send(await dataLoggerService.addReadings(actorOf(request).access, request.params.id, request.body.readings)),
  });

  app.get('/bookings/data-loggers/:id/readings', {
    config: VIEWERS,
    schema: { tags: ['bookings'], summary: "A logger's readings in time order, marked against the booking's temperature range, with its excursions", params: LoggerParamsSchema, response: { 200: ReadingSeriesSchema, ...errorResponses(400, 401, 403, 404) } },
    handler: async (request) => dataLoggerService.series(actorOf(request).access, request.params.id),
  });
};
