import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db';
import type { Clock } from '../lib/clock';
import { createSecretBox } from '../lib/secret-box';
import { createFilesystemStorage } from '../storage/filesystem-storage';
import type { FileStorage } from '../storage/storage';
import { createBookingDraftService } from '../modules/booking-drafts';
import { createSharedBookingService, createShareLinkLimiter, createShareLinkService } from '../modules/booking-share-links';
import { createDataLoggerService } from '../modules/data-loggers';
import type { RateLimitStore } from '../modules/rate-limit';
import { resolveJwtSecret } from '../modules/settings';
import { createBookingDocumentService } from '../modules/booking-documents';

export interface BookingAttachmentDeps {
  config: Config;
  db: Db;
  now: Clock;
  log: Pick<FastifyBaseLogger, 'error'>;
  rateLimits: RateLimitStore;
  /** Default: files under STORAGE_DIR. */
  storage?: FileStorage;
}

/** Drafts, documents, data loggers and share links of bookings (ADR 008), wired once. */
export async function createBookingAttachmentServices({ config, db, now, log, rateLimits, storage = createFilesystemStorage(config.storageDir) }: BookingAttachmentDeps) {
  // Share-link tokens are sealed like TOTP secrets, under their own key derived from the server secret.
  const secretBox = createSecretBox(await resolveJwtSecret(config, db), 'share-link-token');
  return {
    drafts: createBookingDraftService({ db, now }),
    documents: createBookingDocumentService({ db, storage, now, log }),
    dataLoggers: createDataLoggerService({ db, now }),
    shareLinks: createShareLinkService({ db, now, secretBox }),
    sharedBookings: createSharedBookingService({ db, now }),
    shareLinkLimiter: createShareLinkLimiter(rateLimits, now),
  };
}
export type BookingAttachmentServices = Awaited<ReturnType<typeof createBookingAttachmentServices>>;
