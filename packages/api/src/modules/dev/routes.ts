import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OutboxQuerySchema, OutboxResponseSchema } from '@freightdeck/contracts';
import type { Db } from '../../db';
import { readOutbox } from '../../mail';
import { errorResponses } from '../../lib/route-schemas';
import { PUBLIC } from '../../plugins/access';

/** Development only (never registered in production): the mail the outbox mailer stored. */
export const devRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/dev/outbox', {
    config: PUBLIC,
    schema: {
      tags: ['development'],
      summary: 'E-mails stored by the development outbox, newest first',
      querystring: OutboxQuerySchema,
      response: { 200: OutboxResponseSchema, ...errorResponses(400) },
    },
    handler: async (request) => {
      const { to, limit } = request.query;
      const rows = await readOutbox(db, { to, limit });
      return { messages: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })) };
    },
  });
};
