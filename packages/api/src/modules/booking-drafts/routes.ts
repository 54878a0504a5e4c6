import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BookingDraftPageSchema, BookingDraftQuerySchema, BookingDraftSchema, DeleteDraftsSchema, ACTION_PERMISSIONS, SaveBookingDraftSchema,
} from '@freightdeck/contracts';
import { errorResponses } from '../../lib/route-schemas';
import { withPermission } from '../../plugins/access';
import { authOf } from '../../plugins/auth';
import type { BookingDraftService } from './service';

const NoContent = z.undefined().describe('Done');
const DraftParamsSchema = z.object({ id: z.uuid() });
// Any booking manage permission: whoever may create a booking may keep drafts of it.
const MANAGERS = withPermission(ACTION_PERMISSIONS.bookingManage);

export const bookingDraftRoutes: FastifyPluginAsyncZod<{ draftService: BookingDraftService }> = async (app, { draftService }) => {
  app.get('/bookings/drafts', {
    config: MANAGERS,
    schema: { tags: ['bookings'], summary: "The caller's own drafts, newest first; q searches their titles", querystring: BookingDraftQuerySchema, response: { 200: BookingDraftPageSchema, ...errorResponses(400, 401, 403) } },
    handler: async (request) => draftService.list(authOf(request).userId, request.query),
  });

  app.get('/bookings/drafts/:id', {
    config: MANAGERS,
    schema: { tags: ['bookings'], summary: 'One of the caller\'s drafts (another user\'s: 404)', params: DraftParamsSchema, response: { 200: BookingDraftSchema, ...errorResponses(400, 401, 403, 404) } },
    handler: async (request) => draftService.get(authOf(request).userId, request.params.id),
  });

  app.post('/bookings/drafts', {
    config: MANAGERS,
    schema: { tags: ['bookings'], summary: 'Save the create form as a draft (data at most 256 KB)', body: SaveBookingDraftSchema, response: { 201: BookingDraftSchema, ...errorResponses(400, 401, 403, 413) } },
    handler: async (request, reply) => {
      const auth = authOf(request);
      const draft = await draftService.create({ userId: auth.userId, organizationId: auth.organizations[0]?.id ?? null }, request.body);
      return reply.status(201).send(draft);
    },
  });

  app.patch('/bookings/drafts/:id', {
    config: MANAGERS,
    schema: { tags: ['bookings'], summary: 'Replace a draft\'s saved state', params: DraftParamsSchema, body: SaveBookingDraftSchema, response: { 200: BookingDraftSchema, ...errorResponses(400, 401, 403, 404, 413) } },
    handler: async (request) => draftService.update(authOf(request).userId, request.params.id, request.body),
  });

  app.delete('/bookings/drafts/:id', {
    config: MANAGERS,
    schema: { tags: ['bookings'], summary: 'Delete one of the caller\'s drafts', params: DraftParamsSchema, response: { 204: NoContent, ...errorResponses(400, 401, 403, 404) } },
    handler: async (request, reply) => {
      await draftService.remove(authOf(request).userId, request.params.id);
      return reply.status(204).send();
    },
  });

  app.delete('/bookings/drafts', {
    config: MANAGERS,
    schema: { tags: ['bookings'], summary: 'Delete several of the caller\'s drafts (ids of others\' drafts are ignored)', body: DeleteDraftsSchema, response: { 204: NoContent, ...errorResponses(400, 401, 403) } },
    handler: async (request, reply) => {
      await draftService.removeMany(authOf(request).userId, request.body.ids);
      return reply.status(204).send();
    },
  });
};
