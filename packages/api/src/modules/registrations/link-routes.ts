import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CreateRegistrationLinkRequestSchema, RegistrationLinkInfoSchema, RegistrationLinkListQuerySchema, RegistrationLinkPageSchema, RegistrationLinkSchema,
} from '@freightdeck/contracts';
import { errorResponses } from '../../lib/route-schemas';
import { PUBLIC } from '../../plugins/access';
import { authOf } from '../../plugins/auth';
import type { RegistrationLimiter } from './public-limiter';
import { headers, REVIEWERS, tags } from './route-parts';
import type { RegistrationService } from './service';

const TokenParamsSchema = z.object({ token: z.string().min(1).max(256).describe('The token of the e-mailed /registration link') });

/** Registration links: staff send them; the application form opens one by its token. */
export const registrationLinkRoutes: FastifyPluginAsyncZod<{ registrations: RegistrationService; limiter: RegistrationLimiter }> = async (app, { registrations, limiter }) => {
  app.post('/organizations/registration-links', {
    config: REVIEWERS,
    schema: {
      tags, summary: 'E-mail a prospective customer a registration link (14 days, one application); the token is in the e-mail only', headers,
      body: CreateRegistrationLinkRequestSchema, response: { 201: RegistrationLinkSchema, ...errorResponses(400, 401, 403) },
    },
    handler: async (request, reply) => reply.status(201).send(await registrations.createLink(authOf(request).userId, request.body)),
  });

  app.get('/organizations/registration-links', {
    config: REVIEWERS,
    schema: { tags, summary: 'The registration links sent, newest first, with OPEN / USED / EXPIRED', headers, querystring: RegistrationLinkListQuerySchema, response: { 200: RegistrationLinkPageSchema, ...errorResponses(400, 401, 403) } },
    handler: async (request) => registrations.listLinks(request.query),
  });

  app.get('/organizations/registration-links/:token', {
    config: PUBLIC,
    schema: {
      tags, summary: 'What pre-fills the application form (no credentials; INVALID_REGISTRATION_TOKEN, REGISTRATION_TOKEN_EXPIRED)',
      params: TokenParamsSchema, response: { 200: RegistrationLinkInfoSchema, ...errorResponses(400, 429) },
    },
    preValidation: async (request) => limiter.admit('lookup', request.ip),
    handler: async (request, reply) => {
      // The address holds a secret: neither caches nor referrers should keep it.
      reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
      return registrations.lookupLink(request.params.token);
    },
  });
};
