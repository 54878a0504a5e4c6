import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ActivateBodySchema, ForgotPasswordBodySchema, InvitationSchema, ResetPasswordBodySchema } from '@freightdeck/contracts';
import { errorResponses } from '../../lib/route-schemas';
import { PUBLIC } from '../../plugins/access';
import type { AccountService } from './service';

const NoContent = z.undefined().describe('Done');

/** The self-service account flows: no credentials (docs/product/api.md#calls). */
export const accountRoutes: FastifyPluginAsyncZod<{ accountService: AccountService }> = async (app, { accountService }) => {
  app.post('/auth/password/forgot', {
    config: PUBLIC,
    schema: {
      tags: ['account'],
      summary: 'E-mail a password reset link (1 hour); answers 204 whether or not the address has an account',
      body: ForgotPasswordBodySchema,
      response: { 204: NoContent, ...errorResponses(400, 429) },
    },
    handler: async (request, reply) => {
      await accountService.forgotPassword(request.body.email, request.ip);
      return reply.status(204).send();
    },
  });

  app.post('/auth/password/reset', {
    config: PUBLIC,
    schema: {
      tags: ['account'],
      summary: 'Set a new password from a reset link (single use); ends every session of the user',
      body: ResetPasswordBodySchema,
      response: { 204: NoContent, ...errorResponses(400) },
    },
    handler: async (request, reply) => {
      await accountService.resetPassword(request.body);
      return reply.status(204).send();
    },
  });

  app.get('/users/invitation/:id', {
    config: PUBLIC,
    schema: {
      tags: ['account'],
      summary: 'Whom an invitation is for; id is the token of the e-mailed activation link',
      params: z.object({ id: z.string().min(1).max(256) }),
      response: { 200: InvitationSchema, ...errorResponses(400) },
    },
    handler: async (request) => accountService.getInvitation(request.params.id),
  });

  app.post('/users/activate', {
    config: PUBLIC,
    schema: {
      tags: ['account'],
      summary: 'Activate an invited account: set its password (invitation valid 7 days, single use)',
      body: ActivateBodySchema,
      response: { 204: NoContent, ...errorResponses(400) },
    },
    handler: async (request, reply) => {
      await accountService.activate(request.body);
      return reply.status(204).send();
    },
  });
};
