import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { hasPermission, type OrganizationRef } from '@freightdeck/contracts';
import type { Executor } from '../../db';
import { quotations } from '../../db/schema';
import { errors } from '../../lib/app-error';
import { isUuid } from '../../lib/uuid';
import { isPricingDesk } from '../rate-cards';

export type QuotationRow = typeof quotations.$inferSelect;

/** Who acts on quotations: the signed-in caller, or whoever the demo seed acts as. */
export interface QuotationActor {
  userId: string;
  organizations: OrganizationRef[];
  permissions: string[];
  impersonatedById: string | null;
}

/**
 * Who may see and change which quotations (docs/adr/019-quotations-and-rate-cards.md; quotations
 * have no scoped permissions): `quotation:view` / `quotation:manage`; in the primary organization
 * every quotation, outside it only their organizations'. Out of scope: 404; seen but not theirs to
 * change: 403. The pricing desk (`quotation:manage` in the primary organization) prices and issues.
 */
export interface QuotationAccess {
  userId: string;
  organizationIds: string[];
  /** Sees every quotation (a member of the primary organization). */
  all: boolean;
  view: boolean;
  manage: boolean;
  desk: boolean;
}

export function quotationAccess(actor: Pick<QuotationActor, 'userId' | 'organizations' | 'permissions'>): QuotationAccess {
  return {
    userId: actor.userId,
    organizationIds: actor.organizations.map((o) => o.id),
    all: actor.organizations.some((o) => o.isPrimary),
    view: hasPermission(actor.permissions, 'quotation:view'),
    manage: hasPermission(actor.permissions, 'quotation:manage'),
    desk: isPricingDesk(actor),
  };
}

/** The condition on `quotations` of what the caller sees, or undefined for every quotation. */
export function visibleCondition(access: QuotationAccess): SQL | undefined {
  if (!access.view) return sql`false`;
  if (access.all) return undefined;
  return access.organizationIds.length ? inArray(quotations.organizationId, access.organizationIds) : sql`false`;
}

export async function findVisibleQuotation(ex: Executor, access: QuotationAccess, idOrRef: string, { forUpdate = false } = {}): Promise<QuotationRow> {
  const key = isUuid(idOrRef) ? eq(quotations.id, idOrRef) : eq(quotations.ref, idOrRef.trim().toUpperCase());
  const query = ex.select().from(quotations).where(and(key, visibleCondition(access)));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw errors.notFound('Quotation not found');
  return row;
}

/** A quotation the caller may change: 404 out of sight, 403 without `quotation:manage`. */
export async function findManageableQuotation(ex: Executor, access: QuotationAccess, idOrRef: string, options: { forUpdate?: boolean } = {}): Promise<QuotationRow> {
  const row = await findVisibleQuotation(ex, access, idOrRef, options);
  if (!access.manage) throw errors.forbidden();
  return row;
}
