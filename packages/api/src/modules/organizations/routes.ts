import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Services } from '../../services';

export const organizationRoutes: FastifyPluginAsyncZod<{ services: Services }> = async () => {};
