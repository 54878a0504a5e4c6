import type { Db } from '../db';
import type { Clock } from '../lib/clock';
import type { Mailer } from '../mail';
import type { BookingService } from '../modules/bookings';
import type { RateLimitStore } from '../modules/rate-limit';
import { createIntegrationService, integrationById } from '../modules/integrations';
import { createIngestion, createTrackingNotifier, createTrackingService, createTrackingShareLimiter, createWebhooks, type TrackingListener } from '../modules/tracking';

export interface TrackingServicesDeps {
  db: Db;
  mailer: Mailer;
  now: Clock;
  bookings: BookingService;
  publicUrl: string;
  log: { error: (...args: unknown[]) => void };
  /** The shared rate-limit store (database or Redis): the public shared timeline's limits. */
  rateLimits: RateLimitStore;
  /** Webhook POSTs (tests pass their own). */
  post?: Parameters<typeof createWebhooks>[0]['post'];
}

/**
 * Integrations, ingestion (moving bookings through the bookings service), the track-and-trace
 * views, the watchers' e-mails and the webhooks, wired together (docs/adr/015).
 */
export function createTrackingServices({ db, mailer, now, bookings, publicUrl, log, post, rateLimits }: TrackingServicesDeps) {
  const integrations = createIntegrationService({ db, now });
  const notifier = createTrackingNotifier({ db, mailer, publicUrl, log });
  const webhooks = createWebhooks({ db, now, post });
  const tracking = createTrackingService({
    db, bookings, publicUrl,
    hooks: {
      onSummary: async (s) => {
        if (s.punctuality === 'LATE' && s.eta && s.plannedArrival && !['ARRIVED', 'DELIVERED'].includes(s.status)) await notifier.delayed(s.bookingId, s.eta, s.plannedArrival);
      },
      onExcursions: async (bookingId, serial, excursions) => {
        for (const x of excursions) await notifier.excursion(bookingId, serial, x);
      },
    },
  });
  const afterBatch: TrackingListener = async (update) => {
    await notifier.listener(update);
    await tracking.afterEvents(update.bookingIds);
    await webhooks.listener(update).catch((error: unknown) => log.error({ err: error }, 'a webhook delivery could not be recorded'));
  };
  const ingestion = createIngestion({ db, now, statusMoves: bookings, listeners: [afterBatch] });
  return {
    now, integrations, ingestion, tracking, notifier, shareLimiter: createTrackingShareLimiter(rateLimits, now),
    retryWebhooks: () => webhooks.retryDue((id) => integrationById(db, id)),
  };
}
export type TrackingServices = ReturnType<typeof createTrackingServices>;
