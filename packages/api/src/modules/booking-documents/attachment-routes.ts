import type { FastifyPluginAsync } from 'fastify';
import { bookingDraftRoutes } from '../booking-drafts/routes';
import { shareLinkRoutes } from '../booking-share-links/routes';
import { dataLoggerRoutes } from '../data-loggers/routes';
import type { BookingAttachmentServices } from './attachment-services';
import { bookingDocumentRoutes } from './routes';

/** The routes of drafts, documents, data loggers and share links, under /v1. */
export const bookingAttachmentRoutes: FastifyPluginAsync<{ services: BookingAttachmentServices }> = async (app, { services }) => {
  await app.register(bookingDraftRoutes, { draftService: services.drafts });
  await app.register(bookingDocumentRoutes, { documentService: services.documents });
  await app.register(dataLoggerRoutes, { dataLoggerService: services.dataLoggers });
  await app.register(shareLinkRoutes, { shareLinkService: services.shareLinks, sharedBookingService: services.sharedBookings, limiter: services.shareLinkLimiter });
};
