import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';
import type { RouteAccessEntry } from './access';

/** `/v1/bookings/:id` as OpenAPI writes it: `/v1/bookings/{id}`. */
export const openapiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

/**
 * Each operation carries its access rule as `x-access` ('public', 'signed-in' or
 * `{ permission }`): the authorization matrix test is generated from the document alone
 * (docs/adr/017-hardening.md#generated-guards).
 */
function addAccessRules(document: { paths?: Record<string, Record<string, Record<string, unknown>>> }, rules: RouteAccessEntry[]) {
  for (const rule of rules) {
    const operation = document.paths?.[openapiPath(rule.url)]?.[rule.method.toLowerCase()];
    if (operation) operation['x-access'] = rule.access;
  }
  return document;
}

/** OpenAPI 3.1 at /v1/openapi.json, generated from the routes' zod schemas; docs at /v1/docs. */
async function openapiPlugin(app: FastifyInstance) {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Freightdeck API', version: '1.0.0', description: 'Quote, book, track and report air and sea freight.' },
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'Send the session publicKey as X-Public-Key too.' },
        },
      },
    },
    transform: createJsonSchemaTransform({ skipList: [] }),
    transformObject: (documentObject) => ('openapiObject' in documentObject ? addAccessRules(documentObject.openapiObject as Parameters<typeof addAccessRules>[0], app.routeAccess ?? []) : documentObject.swaggerObject) as never,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/v1/docs' });
  app.get('/v1/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}

export const openapiPluginFp = fp(openapiPlugin, { name: 'openapi' });
