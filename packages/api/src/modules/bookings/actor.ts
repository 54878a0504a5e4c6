import type { OrganizationRef } from '@freightdeck/contracts';

/**
 * Who acts on bookings: the signed-in caller's auth context, or whoever the demo seed acts as.
 * The service takes this rather than a request, so the seed calls it without HTTP.
 */
export interface BookingActor {
  userId: string;
  organizations: OrganizationRef[];
  permissions: string[];
  /** Staff acting as this user (recorded in the history). */
  impersonatedById: string | null;
}
