import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CreateNetworkLinkRequestSchema, NetworkLinkSchema, NetworkListSchema } from '@freightdeck/contracts';
import { z } from 'zod';
import { errorResponses } from '../../lib/route-schemas';
import type { createNetworkService } from './network';
import { actorOf, headers, IdParamsSchema, NETWORK_MANAGE, NETWORK_VIEW, NoContent } from './route-parts';

const tags = ['organizations'];

/** The network: partner links, shown from the organization's side (the partner's side sees the inverse relation). */
export const networkRoutes: FastifyPluginAsyncZod<{ network: ReturnType<typeof createNetworkService> }> = async (app, { network }) => {
  app.get('/organizations/:id/network', {
    config: NETWORK_VIEW,
    schema: { tags, summary: 'An organization\'s partners and what each is to it', headers, params: IdParamsSchema, response: { 200: NetworkListSchema, ...errorResponses(400, 401, 403, 404) } },
    handler: async (request) => network.list(actorOf(request), request.params.id),
  });

  app.post('/organizations/:id/network', {
    config: NETWORK_MANAGE,
    schema: {
      tags, summary: 'Link a partner (one link per pair: 409 CONFLICT; itself: 400 VALIDATION_ERROR)', headers, params: IdParamsSchema,
      body: CreateNetworkLinkRequestSchema, response: { 201: NetworkLinkSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request, reply) => reply.status(201).send(await network.create(actorOf(request), request.params.id, request.body)),
  });

  app.delete('/organizations/:id/network/:linkId', {
    config: NETWORK_MANAGE,
    schema: { tags, summary: 'Remove a partner link (from either side)', headers, params: IdParamsSchema.extend({ linkId: z.uuid().describe('Link id') }), response: { 204: NoContent, ...errorResponses(400, 401, 403, 404) } },
    handler: async (request, reply) => {
      await network.remove(actorOf(request), request.params.id, request.params.linkId);
      return reply.status(204).send();
    },
  });
};
