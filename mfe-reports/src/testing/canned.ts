import { type CannedResponses, cannedSelf } from '@freightdeck/dev-shell';
import { cannedOrganizations, cannedReports } from './canned-reports';
import { cannedSeaRoute } from './canned-sea-route';

/** Canned API answers for the dev shell's "Canned responses" mode: `METHOD /v1/path` → JSON. */
export const canned: CannedResponses = {
  'GET /v1/users/self': cannedSelf,
  ...cannedReports,
  ...cannedOrganizations,
  ...cannedSeaRoute,
};
