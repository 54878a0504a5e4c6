import type { OrganizationAction } from '@freightdeck/contracts';
import { canManage, canView, type OrganizationAccess } from './access';
import type { OrganizationRow } from './repository';

/**
 * What the caller may do to an organization now: permissions × scope × status. Each is
 * enforced on its own route; the browser shows only these. Staff suspend and reactivate;
 * the primary organization is never suspended.
 */
export function allowedActions(access: OrganizationAccess, organization: Pick<OrganizationRow, 'id' | 'status' | 'isPrimary'>): OrganizationAction[] {
  if (!canView(access, organization.id)) return [];
  const manage = canManage(access, organization.id);
  const out: OrganizationAction[] = [];
  if (manage) out.push('edit');
  if (access.staff && organization.status === 'ACTIVE' && !organization.isPrimary) out.push('suspend');
  if (access.staff && organization.status === 'SUSPENDED') out.push('reactivate');
  if (manage) out.push('manageContacts');
  if (access.viewNetwork) out.push('viewNetwork');
  if (access.manageNetwork && manage) out.push('manageNetwork');
  return out;
}
