import { randomUUID } from 'node:crypto';
import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db';
import { createMailer, type Mailer } from './mail';
import type { Clock } from './lib/clock';
import { accountRoutes } from './modules/account/routes';
import { authRoutes } from './modules/auth/routes';
import { bookingAttachmentRoutes } from './modules/booking-documents/attachment-routes';
import { bookingRoutes } from './modules/bookings/routes';
import { devRoutes } from './modules/dev/routes';
import { healthRoutes } from './modules/health/routes';
import { referenceRoutes } from './modules/references/routes';
import { securityRoutes } from './modules/security/routes';
import { organizationRoutes } from './modules/organizations/routes';
import { registrationRoutes } from './modules/registrations/routes';
import { roleRoutes } from './modules/role-admin/routes';
import { userAdminRoutes } from './modules/user-admin/routes';
import { userRoutes } from './modules/users/routes';
import { authPluginFp } from './plugins/auth';
import { errorsPluginFp, handleError, sendNotFound } from './plugins/errors';
import { openapiPluginFp } from './plugins/openapi';
import { isPageRequest, portalPlugin, sendShell } from './plugins/portal';
import { assertRouteContract } from './plugins/route-contract';
import { createServices } from './services';

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
  // Responses only: clients send plain JSON, so no request-decompression hooks run on every call.
  await app.register(fastifyCompress, { global: true, globalDecompression: false, threshold: 1024 });
  await app.register(openapiPluginFp);

  const services = await createServices({ config, db: database.db, mailer: mailer ?? createMailer(config, database.db, app.log), now, log: app.log });
  app.addHook('onClose', async () => services.rateLimits.close?.());
  await app.register(authPluginFp, { signer: services.signer, authService: services.auth });

  await app.register(healthRoutes, { database });
  await app.register(
    async (v1) => {
      await v1.register(authRoutes, { authService: services.auth, impersonationService: services.impersonation });
      await v1.register(accountRoutes, { accountService: services.account });
      await v1.register(securityRoutes, { securityService: services.security });
      await v1.register(userRoutes, { userService: services.users });
      await v1.register(userAdminRoutes, { services });
      await v1.register(roleRoutes, { services });
      await v1.register(organizationRoutes, { services });
      await v1.register(registrationRoutes, { services });
      await v1.register(referenceRoutes, { referenceService: services.references });
      await v1.register(bookingRoutes, { bookingService: services.bookings });
      await v1.register(bookingAttachmentRoutes, { services: services.bookingAttachments });
      if (!config.isProduction) await v1.register(devRoutes, { db: database.db });
    },
    { prefix: '/v1' },
  );
  await app.register(portalPlugin, { staticRoot: config.staticRoot, remotes: config.remotes });

  app.setNotFoundHandler((request, reply) => (isPageRequest(request) ? sendShell(config.staticRoot, reply) : sendNotFound(request, reply)));
  return app;
}
