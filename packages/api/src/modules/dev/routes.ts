import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OutboxQuerySchema, OutboxResponseSchema } from '@freightdeck/contracts';
import type { Db } from '../../db';
import { readOutbox } from '../../mail';
import { errors } from '../../lib/app-error';
import { errorResponses } from '../../lib/route-schemas';
import { PUBLIC } from '../../plugins/access';

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/**
 * Whether a request comes from this machine: the socket's own peer is a loopback address, and no
 * proxy on this machine forwarded it for someone else (an X-Forwarded-For naming another
 * address). Never `request.ip` alone, which TRUST_PROXY lets a client choose.
 */
export function fromLoopback(request: FastifyRequest): boolean {
  if (!LOOPBACK.test(request.raw.socket.remoteAddress ?? '')) return false;
  const forwarded = request.headers['x-forwarded-for'];
  const hops = (Array.isArray(forwarded) ? forwarded.join(',') : forwarded ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  return hops.every((hop) => LOOPBACK.test(hop));
}

/**
 * Development only (never registered in production): the mail the outbox mailer stored. It holds
 * two-factor codes, reset and invitation links, so it answers loopback clients only
 * (docs/adr/017-hardening.md#development-outbox); anyone else gets 404, as in production.
 */
export const devRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
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
