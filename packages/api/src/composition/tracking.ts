import type { Db } from '../db';
import type { Clock } from '../lib/clock';
import type { Mailer } from '../mail';
import type { BookingService } from '../modules/bookings';
import { createIntegrationService } from '../modules/integrations';
import { createIngestion, createTrackingService, type TrackingListener } from '../modules/tracking';

export interface TrackingServicesDeps {
  db: Db;
  mailer: Mailer;
  now: Clock;
  bookings: BookingService;
  publicUrl: string;
  log: { error: (...args: unknown[]) => void };
  /** More listeners (tests, the seed). */
  listeners?: TrackingListener[];
}

/** Integrations, ingestion (moving bookings through the bookings service) and the track-and-trace views, wired together. */
export function createTrackingServices({ db, now, bookings, listeners = [] }: TrackingServicesDeps) {
  const integrations = createIntegrationService({ db, now });
  const ingestion = createIngestion({ db, now, statusMoves: bookings, listeners });
  const tracking = createTrackingService({ db, now, bookings });
  return { now, integrations, ingestion, tracking };
}
export type TrackingServices = ReturnType<typeof createTrackingServices>;
