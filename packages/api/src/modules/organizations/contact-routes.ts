import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ContactListSchema, ContactSchema, CreateContactRequestSchema, UpdateContactRequestSchema } from '@freightdeck/contracts';
import { z } from 'zod';
import { errorResponses } from '../../lib/route-schemas';
import type { createContactService } from './contacts';
import { actorOf, headers, IdParamsSchema, MANAGE, NoContent, VIEW } from './route-parts';

const tags = ['organizations'];
const ContactParamsSchema = IdParamsSchema.extend({ contactId: z.uuid().describe('Contact id') });

/** An organization's contacts: listed with its view scope, changed with its manage scope. */
export const contactRoutes: FastifyPluginAsyncZod<{ contacts: ReturnType<typeof createContactService> }> = async (app, { contacts }) => {
  app.get('/organizations/:id/contacts', {
    config: VIEW,
    schema: { tags, summary: 'An organization\'s contacts, by name', headers, params: IdParamsSchema, response: { 200: ContactListSchema, ...errorResponses(400, 401, 403, 404) } },
    handler: async (request) => contacts.list(actorOf(request), request.params.id),
  });

  app.post('/organizations/:id/contacts', {
    config: MANAGE,
    schema: {
      tags, summary: 'Add a contact (one e-mail once per organization: 409 CONTACT_EMAIL_ALREADY_USED)', headers, params: IdParamsSchema,
      body: CreateContactRequestSchema, response: { 201: ContactSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request, reply) => reply.status(201).send(await contacts.create(actorOf(request), request.params.id, request.body)),
  });

  app.patch('/organizations/:id/contacts/:contactId', {
    config: MANAGE,
    schema: {
      tags, summary: 'Change a contact (nothing new: 400 NOTHING_TO_CHANGE)', headers, params: ContactParamsSchema,
      body: UpdateContactRequestSchema, response: { 200: ContactSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request) => contacts.update(actorOf(request), request.params.id, request.params.contactId, request.body),
  });

  app.delete('/organizations/:id/contacts/:contactId', {
    config: MANAGE,
    schema: { tags, summary: 'Remove a contact', headers, params: ContactParamsSchema, response: { 204: NoContent, ...errorResponses(400, 401, 403, 404) } },
    handler: async (request, reply) => {
      await contacts.remove(actorOf(request), request.params.id, request.params.contactId);
      return reply.status(204).send();
    },
  });
};
