import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { scopeFor, type Scope } from '@freightdeck/contracts';
import type { Executor } from '../../db';
import { bookings } from '../../db/schema';
import { errors } from '../../lib/app-error';
import type { AuthContext } from '../../plugins/auth';
import { isUuid } from '../../lib/uuid';

export type BookingRow = typeof bookings.$inferSelect;

/**
 * Who may see and change which bookings (docs/product/permissions.md#scopes): `booking:own:*` the
 * bookings the user created, `booking:organization:*` their organizations' bookings, `booking:*`
 * (and bare `booking`) every booking. A booking outside the caller's view is 404 NOT_FOUND (its
 * existence is not revealed); one they may see but not change is 403 FORBIDDEN.
 */
export interface BookingAccess {
  userId: string;
  organizationIds: string[];
  view: Scope;
  manage: Scope;
  /** Staff: `booking:manage` over every booking — they confirm, move, deliver and approve revisions. */
  staff: boolean;
}

export function bookingAccess(auth: Pick<AuthContext, 'userId' | 'organizations' | 'permissions'>): BookingAccess {
  const manage = scopeFor(auth.permissions, 'booking', 'manage');
  return {
    userId: auth.userId,
    organizationIds: auth.organizations.map((o) => o.id),
    view: scopeFor(auth.permissions, 'booking', 'view'),
    manage,
    staff: manage === 'all',
  };
}

/** The condition on `bookings` of a scope, or undefined for every booking. A scope of none matches nothing. */
export function scopeCondition(access: BookingAccess, scope: Scope): SQL | undefined {
  switch (scope) {
    case 'all':
      return undefined;
    case 'organization':
      // One condition the (organization_id, created_at) index serves; a booking always belongs to an organization of its creator.
      return access.organizationIds.length ? inArray(bookings.organizationId, access.organizationIds) : sql`false`;
    case 'own':
      return eq(bookings.createdById, access.userId);
    default:
      return sql`false`;
  }
}

export const visibleCondition = (access: BookingAccess): SQL | undefined => scopeCondition(access, access.view);

/** Whether a booking lies within a scope. */
export function inScope(access: BookingAccess, scope: Scope, booking: Pick<BookingRow, 'organizationId' | 'createdById'>): boolean {
  switch (scope) {
    case 'all':
      return true;
    case 'organization':
      return access.organizationIds.includes(booking.organizationId);
    case 'own':
      return booking.createdById === access.userId;
    default:
      return false;
  }
}

export const canView = (access: BookingAccess, booking: Pick<BookingRow, 'organizationId' | 'createdById'>) => inScope(access, access.view, booking);
export const canManage = (access: BookingAccess, booking: Pick<BookingRow, 'organizationId' | 'createdById'>) => inScope(access, access.manage, booking);


/**
 * A booking by id or by reference (`FDA-001042`), if the caller may see it; otherwise 404.
 * `forUpdate` locks the row until the transaction ends (status changes, revisions).
 */
export async function findVisibleBooking(executor: Executor, access: BookingAccess, idOrRef: string, { forUpdate = false } = {}): Promise<BookingRow> {
  const key = isUuid(idOrRef) ? eq(bookings.id, idOrRef) : eq(bookings.ref, idOrRef.trim().toUpperCase());
  const query = executor.select().from(bookings).where(and(key, visibleCondition(access)));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw errors.notFound('Booking not found');
  return row;
}

/** A booking the caller may change: 404 when they cannot see it, 403 when they can see but not change it. */
export async function findManageableBooking(executor: Executor, access: BookingAccess, idOrRef: string, options: { forUpdate?: boolean } = {}): Promise<BookingRow> {
  const row = await findVisibleBooking(executor, access, idOrRef, options);
  if (!canManage(access, row)) throw errors.forbidden();
  return row;
}

/** Staff only (confirm, depart, arrive, deliver, revision decisions, charges). */
export function assertStaff(access: BookingAccess): void {
  if (!access.staff) throw errors.forbidden();
}
