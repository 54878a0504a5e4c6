import type { OrganizationRef } from '@freightdeck/contracts';
import type { BookingAccess } from './access';

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

/** Who changes what hangs on a booking (documents, data loggers, share links): their access, and staff acting as them (for the history). */
export interface AttachmentActor {
  access: BookingAccess;
  impersonatedById: string | null;
}
