import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db';
import { checkReadiness } from '../../db/migrate';

const HealthSchema = z.object({ status: z.literal('ok') });
const ReadySchema = z.object({ status: z.enum(['ready', 'unavailable']), reason: z.string().optional() });

/** `/healthz`: the process answers. `/readyz`: the database answers and is migrated (503 otherwise). */
export const healthRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  app.get('/healthz', { schema: { tags: ['health'], response: { 200: HealthSchema } } }, async () => ({ status: 'ok' as const }));

  app.get('/readyz', { schema: { tags: ['health'], response: { 200: ReadySchema, 503: ReadySchema } } }, async (request, reply) => {
    const readiness = await checkReadiness(database);
    if (readiness.ok) return { status: 'ready' as const };
    request.log.warn({ reason: readiness.reason }, 'not ready');
    return reply.status(503).send({ status: 'unavailable', reason: readiness.reason });
  });
};
