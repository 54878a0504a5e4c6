import { ACTION_PERMISSIONS } from '@freightdeck/contracts';
import { z } from 'zod';
import { withPermission } from '../../plugins/access';
import { authOf } from '../../plugins/auth';
import { BearerHeadersSchema } from '../../lib/route-schemas';
import type { BookingActor } from './actor';

/** Route access (ADR 008): the route checks the permission; the service checks the scope of the booking. */
export const VIEW = withPermission(ACTION_PERMISSIONS.bookingView);
export const MANAGE = withPermission(ACTION_PERMISSIONS.bookingManage);
/** Staff: `booking:manage` over every booking. */
export const STAFF = withPermission(ACTION_PERMISSIONS.bookingManageAll);

export const IdParamsSchema = z.object({ id: z.string().trim().min(1).max(64).describe('Booking id (UUID) or reference (FDA-001042)') });
export const headers = BearerHeadersSchema;

export const actorOf = (request: Parameters<typeof authOf>[0]): BookingActor => {
  const { userId, organizations, permissions, impersonatedById } = authOf(request);
  return { userId, organizations, permissions, impersonatedById };
};
