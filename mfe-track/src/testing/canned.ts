import { type CannedResponses, cannedSelf } from '@freightdeck/dev-shell';
import { cannedIntegrations, cannedOrganizations, cannedTrackingDetail, cannedTrackingList } from './canned-tracking';

/** Canned API answers for the dev shell's "Canned responses" mode: `METHOD /v1/path` → JSON. */
export const canned: CannedResponses = {
  'GET /v1/users/self': cannedSelf,
  'GET /v1/tracking': cannedTrackingList,
  'GET /v1/tracking/notification-settings': { emails: true },
  'GET /v1/tracking/shared/:token': cannedTrackingDetail,
  'GET /v1/tracking/:id': cannedTrackingDetail,
  'GET /v1/bookings/:id/share-links': { items: [] },
  'GET /v1/integrations': cannedIntegrations,
  'GET /v1/organizations': cannedOrganizations,
};
