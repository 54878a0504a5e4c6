import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Services } from '../../services';

export const userAdminRoutes: FastifyPluginAsyncZod<{ services: Services }> = async () => {};
