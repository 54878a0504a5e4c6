import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ACTION_PERMISSIONS, ImportRateCardsResultSchema, ImportRateCardsSchema, RateCardBaseSchema, RateCardListQuerySchema, RateCardPageSchema, RateCardSchema,
  UpdateRateCardSchema,
} from '@freightdeck/contracts';
import { z } from 'zod';
import { BearerHeadersSchema, errorResponses } from '../../lib/route-schemas';
import { withPermission } from '../../plugins/access';
import { authOf } from '../../plugins/auth';
import type { DeskActor } from './pricing-desk';
import type { RateCardService } from './service';

// quotation:manage; the service then asks for the primary organization (the pricing desk): 403 otherwise.
const DESK = withPermission(ACTION_PERMISSIONS.quotationManage);
const IdParamsSchema = z.object({ id: z.uuid().describe('Rate card id') });
const NoContent = z.undefined().describe('Done');
const headers = BearerHeadersSchema;

export const deskActorOf = (request: Parameters<typeof authOf>[0]): DeskActor => {
  const { userId, organizations, permissions, impersonatedById } = authOf(request);
  return { userId, organizations, permissions, impersonatedById };
};

/** Rate cards (docs/adr/019-quotations-and-rate-cards.md): the pricing desk's only. */
export const rateCardRoutes: FastifyPluginAsyncZod<{ rateCardService: RateCardService }> = async (app, { rateCardService }) => {
  app.get('/rate-cards', {
    config: DESK,
    schema: { tags: ['quotations'], summary: 'Rate cards: filtered, sorted, one page (the pricing desk)', headers, querystring: RateCardListQuerySchema, response: { 200: RateCardPageSchema, ...errorResponses(400, 401, 403) } },
    handler: async (request) => rateCardService.list(deskActorOf(request), request.query),
  });

  app.post('/rate-cards', {
    config: DESK,
    // The cross-field rules (checkRateCard) run in the service: the refined schema does not describe itself in OpenAPI.
    schema: { tags: ['quotations'], summary: 'Add a rate card', headers, body: RateCardBaseSchema, response: { 201: RateCardSchema, ...errorResponses(400, 401, 403, 409) } },
    handler: async (request, reply) => reply.status(201).send(await rateCardService.create(deskActorOf(request), request.body)),
  });

  app.post('/rate-cards/import', {
    config: DESK,
    schema: {
      tags: ['quotations'], summary: 'Import rate cards from CSV: every row reported; applied whole or not at all (a refused row: 400 naming it); dryRun reports only',
      headers, body: ImportRateCardsSchema, response: { 200: ImportRateCardsResultSchema, ...errorResponses(400, 401, 403, 409) },
    },
    handler: async (request) => rateCardService.importCsv(deskActorOf(request), request.body),
  });

  app.get('/rate-cards/:id', {
    config: DESK,
    schema: { tags: ['quotations'], summary: 'One rate card', headers, params: IdParamsSchema, response: { 200: RateCardSchema, ...errorResponses(400, 401, 403, 404) } },
    handler: async (request) => rateCardService.get(deskActorOf(request), request.params.id),
  });

  app.patch('/rate-cards/:id', {
    config: DESK,
    schema: { tags: ['quotations'], summary: 'Change a rate card (the fields given replace the card\'s)', headers, params: IdParamsSchema, body: UpdateRateCardSchema, response: { 200: RateCardSchema, ...errorResponses(400, 401, 403, 404, 409) } },
    handler: async (request) => rateCardService.update(deskActorOf(request), request.params.id, request.body),
  });

  app.delete('/rate-cards/:id', {
    config: DESK,
    schema: { tags: ['quotations'], summary: 'Delete a rate card (quotations priced by it keep their prices)', headers, params: IdParamsSchema, response: { 204: NoContent, ...errorResponses(400, 401, 403, 404) } },
    handler: async (request, reply) => {
      await rateCardService.remove(deskActorOf(request), request.params.id);
      return reply.status(204).send();
    },
  });
};
