import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { REFERENCE_SET_NAMES, REFERENCE_SET_PATHS, ReferenceHashSchema } from '@freightdeck/contracts';
import { errorResponses } from '../../lib/route-schemas';
import { PUBLIC } from '../../plugins/access';
import { ConditionalHeadersSchema, NotModifiedSchema, SET_RESPONSE_SCHEMAS } from './schemas';
import { contentHash, type ReferenceService } from './service';

/**
 * Every answer may be stored but must be revalidated (`no-cache`): the ETag is the content
 * hash, so an unchanged set costs a 304 with no body, and a changed one is never served stale.
 */
const CACHE_CONTROL = 'public, no-cache';

function matches(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/** Sends a JSON body (already serialised) or a 304 when the client's copy is current. */
function sendCached(request: FastifyRequest, reply: FastifyReply, etag: string, body: () => Promise<string> | string) {
  reply.header('etag', etag).header('cache-control', CACHE_CONTROL);
  if (matches(request, etag)) return reply.code(304).send(null);
  return Promise.resolve(body()).then((text) => reply.type('application/json; charset=utf-8').send(text));
}

const quote = (hash: string) => `"${hash}"`;

export const referenceRoutes: FastifyPluginAsyncZod<{ referenceService: ReferenceService }> = async (app, { referenceService }) => {
  app.get('/references/hash', {
    config: PUBLIC,
    schema: {
      tags: ['references'],
      summary: 'The content hash of each reference set (no credentials)',
      headers: ConditionalHeadersSchema,
      response: { 200: ReferenceHashSchema, 304: NotModifiedSchema, ...errorResponses() },
    },
    handler: async (request, reply) => {
      const hash = await referenceService.hashes();
      const text = JSON.stringify(hash);
      return sendCached(request, reply, quote(contentHash(text)), () => text);
    },
  });

  for (const set of REFERENCE_SET_NAMES) {
    app.get(`/references/${REFERENCE_SET_PATHS[set]}`, {
      config: PUBLIC,
      schema: {
        tags: ['references'],
        summary: `The ${set} reference set as positional rows sorted by code (layout: @freightdeck/contracts REFERENCE_ROW_SCHEMAS.${set}; no credentials)`,
        headers: ConditionalHeadersSchema,
        response: { 200: SET_RESPONSE_SCHEMAS[set], 304: NotModifiedSchema, ...errorResponses() },
      },
      handler: async (request, reply) => {
        const stored = await referenceService.storedHash(set);
        if (matches(request, quote(stored))) {
          return reply.header('etag', quote(stored)).header('cache-control', CACHE_CONTROL).code(304).send(null);
        }
        const { hash, body } = await referenceService.body(set);
        return sendCached(request, reply, quote(hash), () => body);
      },
    });
  }
};
