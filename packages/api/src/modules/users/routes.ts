import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SelfSchema } from '@freightdeck/contracts';
import { BearerHeadersSchema, errorResponses } from '../../lib/route-schemas';
import { SIGNED_IN } from '../../plugins/access';
import { authOf } from '../../plugins/auth';
import type { UserService } from './service';

export const userRoutes: FastifyPluginAsyncZod<{ userService: UserService }> = async (app, { userService }) => {
  app.get('/users/self', {
    config: SIGNED_IN,
    schema: {
      tags: ['users'],
      summary: 'The signed-in user, their permissions and organizations',
      headers: BearerHeadersSchema,
      response: { 200: SelfSchema, ...errorResponses(401) },
    },
    handler: async (request) => userService.getSelf(authOf(request).userId),
  });
};
