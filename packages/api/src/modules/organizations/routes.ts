import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CreateOrganizationRequestSchema, OrganizationListQuerySchema, OrganizationPageSchema, OrganizationSchema, SuspendOrganizationRequestSchema,
  UpdateOrganizationRequestSchema,
} from '@freightdeck/contracts';
import { errorResponses } from '../../lib/route-schemas';
import { contactRoutes } from './contact-routes';
import { networkRoutes } from './network-routes';
import { actorOf, headers, IdParamsSchema, MANAGE, STAFF, VIEW } from './route-parts';
import type { OrganizationService } from './service';

const tags = ['organizations'];

/**
 * Organizations (docs/adr/009-organizations-and-users.md): list, details, create, update, suspend
 * and reactivate; contacts and network below.
 */
export const organizationRoutes: FastifyPluginAsyncZod<{ organizationService: OrganizationService }> = async (app, { organizationService: organizations }) => {

  app.get('/organizations', {
    config: VIEW,
    schema: { tags, summary: 'Organizations in the caller\'s scope, by name, one page (q: name or tax id)', headers, querystring: OrganizationListQuerySchema, response: { 200: OrganizationPageSchema, ...errorResponses(400, 401, 403) } },
    handler: async (request) => organizations.list(actorOf(request), request.query),
  });

  app.post('/organizations', {
    config: MANAGE,
    schema: {
      tags, summary: 'Create a customer organization (a customer administrator becomes its administrator)', headers,
      body: CreateOrganizationRequestSchema, response: { 201: OrganizationSchema, ...errorResponses(400, 401, 403, 409) },
    },
    handler: async (request, reply) => reply.status(201).send(await organizations.createCustomer(actorOf(request), request.body)),
  });

  app.get('/organizations/:id', {
    config: VIEW,
    schema: { tags, summary: 'One organization with its contacts and the caller\'s allowed actions', headers, params: IdParamsSchema, response: { 200: OrganizationSchema, ...errorResponses(400, 401, 403, 404) } },
    handler: async (request) => organizations.get(actorOf(request), request.params.id),
  });

  app.patch('/organizations/:id', {
    config: MANAGE,
    schema: {
      tags, summary: 'Change the name, country, address or tax id (nothing new: 400 NOTHING_TO_CHANGE)', headers, params: IdParamsSchema,
      body: UpdateOrganizationRequestSchema, response: { 200: OrganizationSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request) => organizations.update(actorOf(request), request.params.id, request.body),
  });

  app.post('/organizations/:id/suspend', {
    config: STAFF,
    schema: {
      tags, summary: 'Suspend an organization, saying why: its users lose what their roles there give (staff)', headers, params: IdParamsSchema,
      body: SuspendOrganizationRequestSchema, response: { 200: OrganizationSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request) => organizations.suspend(actorOf(request), request.params.id, request.body),
  });

  app.post('/organizations/:id/reactivate', {
    config: STAFF,
    schema: { tags, summary: 'Reactivate a suspended organization (staff)', headers, params: IdParamsSchema, response: { 200: OrganizationSchema, ...errorResponses(400, 401, 403, 404, 409) } },
    handler: async (request) => organizations.reactivate(actorOf(request), request.params.id),
  });

  await app.register(contactRoutes, { contacts: organizations.contacts });
  await app.register(networkRoutes, { network: organizations.network });
};
