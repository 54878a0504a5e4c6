import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ACTION_PERMISSIONS, ExchangeRateQuerySchema, ExchangeRateSetSchema, PutExchangeRatesSchema } from '@freightdeck/contracts';
import { BearerHeadersSchema, errorResponses } from '../../lib/route-schemas';
import { withPermission } from '../../plugins/access';
import { deskActorOf } from '../rate-cards';
import type { ExchangeRateService } from './service';

const headers = BearerHeadersSchema;

export const exchangeRateRoutes: FastifyPluginAsyncZod<{ exchangeRateService: ExchangeRateService }> = async (app, { exchangeRateService }) => {
  app.get('/exchange-rates', {
    config: withPermission(ACTION_PERMISSIONS.quotationView),
    schema: { tags: ['quotations'], summary: 'The exchange rates in effect on a day (default today): units per 1 USD', headers, querystring: ExchangeRateQuerySchema, response: { 200: ExchangeRateSetSchema, ...errorResponses(400, 401, 403) } },
    handler: async (request) => exchangeRateService.get(request.query.date),
  });

  app.put('/exchange-rates', {
    // quotation:manage; the service then asks for the primary organization (the pricing desk).
    config: withPermission(ACTION_PERMISSIONS.quotationManage),
    schema: { tags: ['quotations'], summary: 'Set the exchange rates of a day (replacing that day\'s)', headers, body: PutExchangeRatesSchema, response: { 200: ExchangeRateSetSchema, ...errorResponses(400, 401, 403) } },
    handler: async (request) => exchangeRateService.put(deskActorOf(request), request.body),
  });
};
