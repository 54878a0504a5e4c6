import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db';
import { errorResponses } from '../../lib/route-schemas';
import { SIGNED_IN } from '../../plugins/access';
import { dcsaErrorHandler, DcsaCsErrorSchema, sendDcsaBadRequest, type DcsaCsError } from '../../plugins/dcsa-errors';
import { checkApiVersion, limitOf, pageOf } from './dcsa-paging';
import { DcsaBadRequest, pointToPointRoutes, portSchedules, vesselSchedules } from './dcsa-publisher';
import type { PlaceIndex } from './places';

// The filters, all as text: the publisher reads them and answers DCSA's error shape (not the portal's) for a bad or missing one.
const filters = (...names: string[]) => z.object(Object.fromEntries(names.map((n) => [n, z.string().optional()]))) as z.ZodType<Record<string, string>>;
const QUERIES = {
  'point-to-point-routes': filters('placeOfReceipt', 'placeOfDelivery', 'departureStartDate', 'departureEndDate', 'arrivalStartDate', 'arrivalEndDate', 'maxTranshipment', 'receiptTypeAtOrigin', 'deliveryTypeAtDestination', 'cargoType', 'limit', 'cursor'),
  'port-schedules': filters('UNLocationCode', 'date', 'limit', 'cursor'),
  'vessel-schedules': filters('vesselIMONumber', 'vesselName', 'carrierServiceCode', 'universalServiceReference', 'carrierVoyageNumber', 'universalVoyageReference', 'UNLocationCode', 'facilitySMDGCode', 'vesselOperatorCarrierCode', 'startDate', 'endDate', 'responseScope', 'limit', 'cursor'),
};
const answers = (item: string) => ({ ...errorResponses(), 200: z.array(z.record(z.string(), z.unknown())).describe(`An array of DCSA ${item} (standards/dcsa/CS_v1.0.3.yaml)`), 400: DcsaCsErrorSchema });
export const DCSA_API_VERSION = '1.0.3';
/** The major version a request's API-Version header may name: the URI's v1. */
const DCSA_MAJOR = '1';
/** A 400 raised before the handler (the edge's text check, the schemas) in the standard's shape too. */
const errorHandler = dcsaErrorHandler<DcsaCsError>(DCSA_API_VERSION, (issue) => ({ property: issue.path, errorCodeText: 'invalidQuery', errorCodeMessage: issue.message }));

function dcsaError(request: FastifyRequest, reply: FastifyReply, error: DcsaBadRequest) {
  reply.header('API-Version', DCSA_API_VERSION);
  return sendDcsaBadRequest<DcsaCsError>(request, reply, [{ property: error.property, value: error.value, errorCodeText: 'invalidQuery', errorCodeMessage: error.message }]);
}

/**
 * DCSA Commercial Schedules 1.0.3 (docs/product/schedules.md#dcsa-commercial-schedules) under
 * /v1/dcsa/cs/v1: a signed-in caller (an integration's user) reads the ocean timetables in DCSA's
 * shape, a page of `limit` items at a time with a `Next-Page-Cursor` when more follow.
 */
export const dcsaScheduleRoutes: FastifyPluginAsyncZod<{ db: Db; places: () => PlaceIndex; today: () => string }> = async (app, { db, places, today }) => {
  const route = (path: keyof typeof QUERIES, item: string, read: (q: Record<string, string>) => Promise<Record<string, unknown>[]>) =>
    app.get(`/dcsa/cs/v1/${path}`, {
      config: SIGNED_IN,
      errorHandler,
      schema: { tags: ['dcsa'], summary: `DCSA CS 1.0.3 ${item}`, querystring: QUERIES[path], response: answers(item) },
      handler: async (request, reply) => {
        try {
          checkApiVersion(request.headers['api-version'], DCSA_MAJOR);
          limitOf(request.query);
          const { page, next } = pageOf(await read(request.query), request.query);
          if (next) reply.header('Next-Page-Cursor', next);
          return reply.header('API-Version', DCSA_API_VERSION).send(page);
        } catch (error) {
          if (error instanceof DcsaBadRequest) return dcsaError(request, reply, error);
          throw error;
        }
      },
    });
  route('point-to-point-routes', 'point-to-point routes', (q) => pointToPointRoutes(db, places(), q, today()));
  route('port-schedules', 'port schedules', (q) => portSchedules(db, places(), q));
  route('vessel-schedules', 'vessel schedules', (q) => vesselSchedules(db, places(), q, today()));
};
