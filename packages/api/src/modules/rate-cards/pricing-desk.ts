import { hasPermission, type OrganizationRef } from '@freightdeck/contracts';
import { errors } from '../../lib/app-error';

/** Who acts on rate cards and prices quotations: the caller's id, organizations and permissions. */
export interface DeskActor {
  userId: string;
  organizations: OrganizationRef[];
  permissions: string[];
  impersonatedById: string | null;
}

/**
 * The pricing desk (docs/adr/019-quotations-and-rate-cards.md): `quotation:manage` in the primary
 * organization. Customers' administrators also hold `quotation:manage`, for their own
 * quotations; tariffs and hand pricing are the platform's.
 */
export const isPricingDesk = (actor: Pick<DeskActor, 'organizations' | 'permissions'>): boolean =>
  hasPermission(actor.permissions, 'quotation:manage') && actor.organizations.some((o) => o.isPrimary);

export function assertPricingDesk(actor: Pick<DeskActor, 'organizations' | 'permissions'>): void {
  if (!isPricingDesk(actor)) throw errors.forbidden();
}
