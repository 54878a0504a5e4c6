import { randomUUID } from 'node:crypto';
import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db';
import { createMailer, type Mailer } from './mail';
import type { Clock } from './lib/clock';
import { CSP_REPORT_PATH } from './modules/dev';
import { healthRoutes } from './modules/health';
import { authPluginFp } from './plugins/auth';
import { clientErrorHandler, errorsPluginFp, handleError, sendNotFound } from './plugins/errors';
import { inputTextPluginFp } from './plugins/input-text';
import { createRemotesSource } from './plugins/remotes-source';
import { securityHeadersPluginFp } from './plugins/security-headers';
import { openapiPluginFp } from './plugins/openapi';
import { isPageRequest, portalPlugin, sendShell } from './plugins/portal';
import { assertRouteContract } from './plugins/route-contract';
import { v1Routes } from './composition/routes';
import { createServices } from './composition/services';

export interface AppOptions {
  config: Config;
  database: Database;
  /** Defaults to SMTP when SMTP_URL is set, else the development outbox. */
  mailer?: Mailer;
  /** Fastify logger options; default: pino at LOG_LEVEL. */
  logger?: FastifyServerOptions['logger'];
  /** The clock of tokens, links, challenges and rate limits; tests move it instead of sleeping. */
  now?: Clock;
}

const REQUEST_ID = /^[\w.:-]{1,128}$/;

/** Builds the whole app; server.ts listens, tests call app.inject. */
export async function buildApp({ config, database, mailer, logger, now }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    // An incoming X-Request-Id is honoured when it looks like one; otherwise a fresh UUID.
    requestIdHeader: false,
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    bodyLimit: 1024 * 1024,
    // Client addresses (per-address sign-in limits) come from X-Forwarded-For only behind trusted proxies.
    trustProxy: config.trustProxy as FastifyServerOptions['trustProxy'],
    // Errors raised before routing (a malformed URL, a bad content-type header) get our shape too.
    frameworkErrors: (error, request, reply) => handleError(error, request, reply),
    // …and so do requests the HTTP parser refuses before Fastify sees them.
    clientErrorHandler,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // JSON only: text/plain bodies get 415 rather than a confusing validation error.
  app.removeContentTypeParser('text/plain');
  app.addHook('onRoute', assertRouteContract);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(errorsPluginFp);
  await app.register(inputTextPluginFp);
  const remotes = createRemotesSource(config.remotes, config.remotesFile, app.log);
  await app.register(securityHeadersPluginFp, { remotes, reportUri: config.isProduction ? undefined : CSP_REPORT_PATH });
  // Responses only: clients send plain JSON, so no request-decompression hooks run on every call.
  await app.register(fastifyCompress, { global: true, globalDecompression: false, threshold: 1024 });
  await app.register(openapiPluginFp);

  const services = await createServices({ config, db: database.db, mailer: mailer ?? createMailer(config, database.db, app.log), now, log: app.log });
  app.addHook('onClose', async () => services.rateLimits.close?.());
  await app.register(authPluginFp, { signer: services.signer, authService: services.auth });

  await app.register(healthRoutes, { database });
  await app.register(v1Routes, { prefix: '/v1', services, db: database.db, devRoutes: !config.isProduction });
  await app.register(portalPlugin, { staticRoot: config.staticRoot, remotes });

  app.setNotFoundHandler((request, reply) => (isPageRequest(request) ? sendShell(config.staticRoot, reply) : sendNotFound(request, reply)));
  return app;
}
