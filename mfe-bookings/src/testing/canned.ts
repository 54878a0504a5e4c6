import { type CannedResponses, cannedSelf } from '@freightdeck/dev-shell';
import { cannedBookingList } from './canned-bookings';
import { cannedScheduleImport } from './canned-schedule-import';
import { cannedSchedules } from './canned-schedules';
import { cannedSeaRoutes } from './canned-sea-routes';

/** Canned API answers for the dev shell's "Canned responses" mode: `METHOD /v1/path` → JSON. */
export const canned: CannedResponses = {
  'GET /v1/users/self': cannedSelf,
  ...cannedBookingList,
  ...cannedSchedules,
  ...cannedScheduleImport,
  ...cannedSeaRoutes,
};
