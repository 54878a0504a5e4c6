import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ConfirmReceiptSchema, CreateShareLinkSchema, ACTION_PERMISSIONS, SharedBookingSchema, ShareLinkListSchema, ShareLinkSchema } from '@freightdeck/contracts';
import { errorResponses } from '../../lib/route-schemas';
import { PUBLIC, withPermission } from '../../plugins/access';
import { authOf } from '../../plugins/auth';
import { bookingAccess } from '../bookings';
import type { ShareLinkLimiter } from './public-limiter';
import type { SharedBookingService } from './public-service';
import type { ShareLinkService } from './service';

const BookingParamsSchema = z.object({ id: z.string().min(1).max(64) });
const TokenParamsSchema = z.object({ token: z.string().min(1).max(128) });
const MANAGERS = withPermission(ACTION_PERMISSIONS.bookingManage);

export interface ShareLinkRoutesOptions {
  shareLinkService: ShareLinkService;
  sharedBookingService: SharedBookingService;
  limiter: ShareLinkLimiter;
}

export const shareLinkRoutes: FastifyPluginAsyncZod<ShareLinkRoutesOptions> = async (app, { shareLinkService, sharedBookingService, limiter }) => {
  const actorOf = (request: Parameters<typeof authOf>[0]) => {
    const auth = authOf(request);
    return { access: bookingAccess(auth), impersonatedById: auth.impersonatedById };
  };

  app.get('/bookings/:id/share-links', {
    config: MANAGERS,
    schema: { tags: ['bookings'], summary: "A booking's share links, newest first", params: BookingParamsSchema, response: { 200: ShareLinkListSchema, ...errorResponses(400, 401, 403, 404) } },
    handler: async (request) => shareLinkService.list(actorOf(request), request.params.id),
  });

  app.post('/bookings/:id/share-links', {
    config: MANAGERS,
    schema: { tags: ['bookings'], summary: 'Create a link that opens the booking\'s print and delivery pages without signing in', params: BookingParamsSchema, body: CreateShareLinkSchema, response: { 201: ShareLinkSchema, ...errorResponses(400, 401, 403, 404) } },
    handler: async (request, reply) => reply.status(201).send(await shareLinkService.create(actorOf(request), request.params.id, request.body.expiresInDays)),
  });

  app.post('/bookings/:id/share-links/:linkId/revoke', {
    config: MANAGERS,
    schema: { tags: ['bookings'], summary: 'Revoke a share link (its creator or staff)', params: BookingParamsSchema.extend({ linkId: z.uuid() }), response: { 200: ShareLinkSchema, ...errorResponses(400, 401, 403, 404) } },
    handler: async (request) => shareLinkService.revoke(actorOf(request), request.params.id, request.params.linkId),
  });

  app.get('/bookings/shareable/:token', {
    config: PUBLIC,
    schema: { tags: ['bookings'], summary: 'The booking behind a share link (no credentials); unknown, expired or revoked: 404', params: TokenParamsSchema, response: { 200: SharedBookingSchema, ...errorResponses(400, 404, 429) } },
    handler: async (request, reply) => {
      await limiter.admit('view', request.ip);
      // The page holds a secret in its address: neither caches nor referrers should keep it.
      reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
      return sharedBookingService.get(request.params.token);
    },
  });

  app.post('/bookings/shareable/:token/receipt', {
    config: PUBLIC,
    schema: { tags: ['bookings'], summary: 'The consignee confirms receipt (once, when ARRIVED or DELIVERED; otherwise 409)', params: TokenParamsSchema, body: ConfirmReceiptSchema, response: { 200: SharedBookingSchema, ...errorResponses(400, 404, 409, 429) } },
    handler: async (request, reply) => {
      await limiter.admit('receipt', request.ip);
      reply.header('cache-control', 'no-store');
      return sharedBookingService.confirmReceipt(request.params.token, request.body);
    },
  });
};
