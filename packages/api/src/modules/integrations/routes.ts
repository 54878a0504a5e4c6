import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ACTION_PERMISSIONS, CreateIntegrationSchema, CreatedIntegrationSchema, IntegrationListSchema, IntegrationSchema, WebhookDeliveryListSchema } from '@freightdeck/contracts';
import { BearerHeadersSchema, errorResponses } from '../../lib/route-schemas';
import { withPermission } from '../../plugins/access';
import { authOf } from '../../plugins/auth';
import type { IntegrationService } from './service';

// Staff who manage every booking manage who reports on them (docs/product/tracking.md#integrations).
const STAFF = withPermission(ACTION_PERMISSIONS.bookingManageAll);
const IdParams = z.object({ id: z.uuid() });

export const integrationRoutes: FastifyPluginAsyncZod<{ integrationService: IntegrationService }> = async (app, { integrationService }) => {
  app.get('/integrations', {
    config: STAFF,
    schema: { tags: ['tracking'], summary: 'Integrations that report tracking events (staff)', headers: BearerHeadersSchema, response: { 200: IntegrationListSchema, ...errorResponses(401, 403) } },
    handler: async () => integrationService.list(),
  });
  app.post('/integrations', {
    config: STAFF,
    schema: { tags: ['tracking'], summary: 'Create an integration; its API key (and webhook secret) are in this answer only', body: CreateIntegrationSchema, response: { 201: CreatedIntegrationSchema, ...errorResponses(400, 401, 403) } },
    handler: async (request, reply) => reply.status(201).send(await integrationService.create(authOf(request).userId, request.body)),
  });
  app.post('/integrations/:id/revoke', {
    config: STAFF,
    schema: { tags: ['tracking'], summary: "Revoke an integration's key: its next call is 401", params: IdParams, response: { 200: IntegrationSchema, ...errorResponses(400, 401, 403, 404) } },
    handler: async (request) => integrationService.revoke(request.params.id),
  });
  app.get('/integrations/:id/deliveries', {
    config: STAFF,
    schema: { tags: ['tracking'], summary: "The integration's webhook delivery log, newest first", params: IdParams, response: { 200: WebhookDeliveryListSchema, ...errorResponses(400, 401, 403, 404) } },
    handler: async (request) => integrationService.deliveries(request.params.id),
  });
};
