import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../db';
import { accountRoutes } from '../modules/account';
import { authRoutes } from '../modules/auth';
import { bookingDocumentRoutes } from '../modules/booking-documents';
import { bookingDraftRoutes } from '../modules/booking-drafts';
import { shareLinkRoutes } from '../modules/booking-share-links';
import { bookingRoutes } from '../modules/bookings';
import { dataLoggerRoutes } from '../modules/data-loggers';
import { exchangeRateRoutes } from '../modules/exchange-rates';
import { devRoutes } from '../modules/dev';
import { emissionsRoutes } from '../modules/emissions';
import { integrationRoutes } from '../modules/integrations';
import { organizationRoutes } from '../modules/organizations';
import { quotationRoutes } from '../modules/quotations';
import { rateCardRoutes } from '../modules/rate-cards';
import { referenceRoutes } from '../modules/references';
import { registrationRoutes } from '../modules/registrations';
import { reportRoutes } from '../modules/reports';
import { roleRoutes } from '../modules/role-admin';
import { dcsaScheduleRoutes, scheduleRoutes } from '../modules/schedules';
import { securityRoutes } from '../modules/security';
import { trackingRoutes } from '../modules/tracking';
import { userAdminRoutes } from '../modules/user-admin';
import { userRoutes } from '../modules/users';
import type { Services } from './services';

export interface V1RoutesOptions {
  services: Services;
  db: Db;
  /** The development outbox's route (never in production). */
  devRoutes: boolean;
}

/**
 * Every module's routes under /v1, each given the services it calls: the one place that knows
 * them all (a module's routes never register another module's). The order is the OpenAPI
 * document's.
 */
export const v1Routes: FastifyPluginAsync<V1RoutesOptions> = async (v1, { services, db, devRoutes: withDevRoutes }) => {
  await v1.register(authRoutes, { authService: services.auth, impersonationService: services.impersonation });
  await v1.register(accountRoutes, { accountService: services.account });
  await v1.register(securityRoutes, { securityService: services.security });
  await v1.register(userRoutes, { userService: services.users });
  await v1.register(userAdminRoutes, { userAdminService: services.userAdmin });
  await v1.register(roleRoutes, { roleAdminService: services.roleAdmin });
  await v1.register(organizationRoutes, { organizationService: services.organizations });
  await v1.register(registrationRoutes, { registrationService: services.registrations, rateLimits: services.rateLimits });
  await v1.register(referenceRoutes, { referenceService: services.references });
  await v1.register(bookingRoutes, { bookingService: services.bookings });
  await v1.register(reportRoutes, { reportService: services.reports });
  await v1.register(emissionsRoutes, { db });
  const attachments = services.bookingAttachments;
  await v1.register(bookingDraftRoutes, { draftService: attachments.drafts });
  await v1.register(bookingDocumentRoutes, { documentService: attachments.documents });
  await v1.register(dataLoggerRoutes, { dataLoggerService: attachments.dataLoggers });
  await v1.register(shareLinkRoutes, { shareLinkService: attachments.shareLinks, sharedBookingService: attachments.sharedBookings, limiter: attachments.shareLinkLimiter });
  await v1.register(integrationRoutes, { integrationService: services.tracking.integrations });
  const tracking = services.tracking;
  await v1.register(trackingRoutes, {
    db, now: tracking.now, ingestion: tracking.ingestion, trackingService: tracking.tracking, notifier: tracking.notifier,
    sharedBooking: (token) => attachments.sharedBookings.bookingOf(token), shareLimiter: tracking.shareLimiter,
  });
  // Failed webhook deliveries are retried with backoff (docs/product/tracking.md#webhooks).
  const webhookTimer = setInterval(() => void tracking.retryWebhooks().catch(() => undefined), 15_000);
  webhookTimer.unref();
  v1.addHook('onClose', async () => clearInterval(webhookTimer));
  await v1.register(scheduleRoutes, { scheduleService: services.schedules });
  await v1.register(dcsaScheduleRoutes, services.schedules.dcsa);
  const q = services.quotations;
  await v1.register(quotationRoutes, {
    quotationService: q.quotations, draftService: q.quotationDrafts, shareLinkService: q.quotationShareLinks,
    admitPublic: (ip) => attachments.shareLinkLimiter.admit('view', ip),
  });
  await v1.register(rateCardRoutes, { rateCardService: q.rateCards });
  await v1.register(exchangeRateRoutes, { exchangeRateService: q.exchangeRates });
  // Quotations whose validity passed become EXPIRED (also checked on every read).
  const expiryTimer = setInterval(() => void q.quotations.expireDue().catch(() => undefined), 10 * 60_000);
  expiryTimer.unref();
  v1.addHook('onClose', async () => clearInterval(expiryTimer));
  if (withDevRoutes) await v1.register(devRoutes, { db });
};
