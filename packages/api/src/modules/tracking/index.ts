// The tracking module's public API: what the composition root and other modules import from it.
// Track and trace: carrier events in (IATA, DCSA T&T 2.2), timelines, the DCSA feed out. Everything else in this folder is the module's own.

export { createIngestion, type Ingestion, type Milestone, type TrackingListener } from './ingest';
export { trackingRoutes } from './routes';
export { createTrackingService, type TrackingService } from './service';
export { createTrackingNotifier, type TrackingNotifier } from './notifications';
export { createWebhooks, signatureOf } from './webhooks';
export { createTrackingShareLimiter, TRACKING_SHARE_LIMITS, type TrackingShareLimiter } from './share-limiter';
