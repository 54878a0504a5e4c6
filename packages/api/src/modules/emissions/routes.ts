import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ACTION_PERMISSIONS, greatCircleKm, SEA_ROUTE_FACTOR, SeaRouteAnswerSchema, SeaRouteQuerySchema, type SeaRouteAnswer } from '@freightdeck/contracts';
import type { Db } from '../../db';
import { errors } from '../../lib/app-error';
import { BearerHeadersSchema, errorResponses } from '../../lib/route-schemas';
import { withPermission } from '../../plugins/access';
import { locate } from '../references';
import { seaRoute, simplifyPath } from './sea-route';

const round1 = (v: number) => Math.round(v * 10) / 10;

/** The sea-route distance for a browser estimate (docs/adr/016-reports-and-emissions.md): the network stays on the server. */
export const emissionsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/emissions/sea-route', {
    config: withPermission(ACTION_PERMISSIONS.bookingView),
    schema: {
      tags: ['reports'], summary: 'The distance a sea leg is counted with',
      description: 'The shortest route between two seaports over the Eurostat marine network, in km and nautical miles (method SEA_ROUTE); great-circle × 1.15 when a port lies more than 600 km from the network (GREAT_CIRCLE_X_1_15); null when a port has no coordinates. With the route, its points (longitude, latitude) thinned to about a quarter of a degree, for a map. 400 for a code the reference data does not know.',
      headers: BearerHeadersSchema, querystring: SeaRouteQuerySchema,
      response: { 200: SeaRouteAnswerSchema, ...errorResponses(400, 401, 403) },
    },
    handler: async (request): Promise<SeaRouteAnswer> => {
      const { from, to } = request.query;
      const located = await locate(db, 'SEA', [from, to]);
      const unknown = [['from', from], ['to', to]].filter(([, code]) => !located.has(code!));
      if (unknown.length) throw errors.validation(unknown.map(([path, code]) => ({ path: path!, message: `${code} is not a seaport we know` })), 'Unknown seaport');
      const a = located.get(from);
      const b = located.get(to);
      if (!a || !b) return { from, to, distanceKm: null, distanceNm: null, method: null, path: null };
      const route = seaRoute(a, b);
      if (route) return { from, to, distanceKm: route.distanceKm, distanceNm: route.distanceNm, method: 'SEA_ROUTE', path: simplifyPath(route.path) };
      const km = greatCircleKm(a, b) * SEA_ROUTE_FACTOR;
      return { from, to, distanceKm: round1(km), distanceNm: round1(km / 1.852), method: 'GREAT_CIRCLE_X_1_15', path: null };
    },
  });
};
