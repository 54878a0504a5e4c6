import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SelfSchema } from '@freightdeck/contracts';
import { errorResponses } from '../../lib/route-schemas';
import { authOf, BEARER_SECURITY } from '../../plugins/auth';
import { BearerHeadersSchema } from '../auth/schemas';
import type { UserService } from './service';

export const userRoutes: FastifyPluginAsyncZod<{ userService: UserService }> = async (app, { userService }) => {
  app.get('/users/self', {
    schema: {
      tags: ['users'],
      summary: 'The signed-in user, their permissions and organizations',
      security: BEARER_SECURITY,
      headers: BearerHeadersSchema,
      response: { 200: SelfSchema, ...errorResponses(401) },
    },
    preHandler: app.authenticate,
    handler: async (request) => userService.getSelf(authOf(request).userId),
  });
};
