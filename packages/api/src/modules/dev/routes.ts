import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OutboxQuerySchema, OutboxResponseSchema } from '@freightdeck/contracts';
import type { Db } from '../../db';
import { readOutbox } from '../../mail';
import { errors } from '../../lib/app-error';
import { errorResponses } from '../../lib/route-schemas';
import { PUBLIC } from '../../plugins/access';
import { cspReportRoutes } from './csp-reports';
import { fromLoopback } from './loopback';

/**
 * Development only (never registered in production): the mail the outbox mailer stored. It holds
 * two-factor codes, reset and invitation links, so it answers loopback clients only
 * (docs/adr/017-hardening.md#development-outbox); anyone else gets 404, as in production.
 */
export const devRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  await app.register(cspReportRoutes);
  app.get('/dev/outbox', {
    config: PUBLIC,
    schema: {
      tags: ['development'],
      summary: 'E-mails stored by the development outbox, newest first',
      querystring: OutboxQuerySchema,
      response: { 200: OutboxResponseSchema, ...errorResponses(400) },
    },
    onRequest: async (request) => {
      if (!fromLoopback(request)) throw errors.notFound(`No route for GET /v1/dev/outbox`);
    },
    handler: async (request) => {
      const { to, limit } = request.query;
      const rows = await readOutbox(db, { to, limit });
      return { messages: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })) };
    },
  });
};
