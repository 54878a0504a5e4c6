import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  RegistrationListQuerySchema, RegistrationPageSchema, RegistrationSchema, RejectRegistrationRequestSchema, SubmitRegistrationRequestSchema,
  SubmittedRegistrationSchema,
} from '@freightdeck/contracts';
import { errorResponses } from '../../lib/route-schemas';
import { PUBLIC } from '../../plugins/access';
import { authOf } from '../../plugins/auth';
import type { RateLimitStore } from '../rate-limit';
import { registrationLinkRoutes } from './link-routes';
import { createRegistrationLimiter } from './public-limiter';
import { headers, RegistrationParamsSchema, REVIEWERS, tags } from './route-parts';
import type { RegistrationService } from './service';

/**
 * Registrations (docs/product/freight.md#organizations-and-registrations): the public application
 * made through an e-mailed link, and its review by staff (`organization:review` or
 * `organization:manage`). Static paths come before `/organizations/:id` of the organizations module
 * by Fastify's routing rules.
 */
export const registrationRoutes: FastifyPluginAsyncZod<{ registrationService: RegistrationService; rateLimits: RateLimitStore }> = async (app, { registrationService: registrations, rateLimits }) => {
  const limiter = createRegistrationLimiter(rateLimits, registrations.now);
  await app.register(registrationLinkRoutes, { registrations, limiter });

  app.post('/organizations/registrations', {
    config: PUBLIC,
    schema: {
      tags, summary: 'Apply through a registration link (no credentials; the link works once)',
      body: SubmitRegistrationRequestSchema, response: { 201: SubmittedRegistrationSchema, ...errorResponses(400, 409, 429) },
    },
    preValidation: async (request) => limiter.admit('submit', request.ip),
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return reply.status(201).send(await registrations.submit(request.body));
    },
  });

  app.get('/organizations/registrations', {
    config: REVIEWERS,
    schema: { tags, summary: 'Applications, newest first, one page', headers, querystring: RegistrationListQuerySchema, response: { 200: RegistrationPageSchema, ...errorResponses(400, 401, 403) } },
    handler: async (request) => registrations.list(request.query),
  });

  app.get('/organizations/registrations/:id', {
    config: REVIEWERS,
    schema: { tags, summary: 'One application with its link, reviewer and, once approved, the organization', headers, params: RegistrationParamsSchema, response: { 200: RegistrationSchema, ...errorResponses(400, 401, 403, 404) } },
    handler: async (request) => registrations.get(request.params.id),
  });

  app.post('/organizations/registrations/:id/approve', {
    config: REVIEWERS,
    schema: {
      tags, summary: 'Approve: the organization is created and its first administrator invited (not PENDING: 409 INVALID_STATUS_TRANSITION)', headers,
      params: RegistrationParamsSchema, response: { 200: RegistrationSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request) => registrations.approve(authOf(request).userId, request.params.id),
  });

  app.post('/organizations/registrations/:id/reject', {
    config: REVIEWERS,
    schema: {
      tags, summary: 'Reject with a reason, which is e-mailed to the applicant (not PENDING: 409 INVALID_STATUS_TRANSITION)', headers,
      params: RegistrationParamsSchema, body: RejectRegistrationRequestSchema, response: { 200: RegistrationSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request) => registrations.reject(authOf(request).userId, request.params.id, request.body),
  });
};
