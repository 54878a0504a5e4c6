import { parsePermission, PERMISSIONS, type Permission } from '@freightdeck/contracts';

const RESOURCE_LABELS: Record<string, string> = {
  booking: 'Bookings',
  organization: 'Organizations',
  'organization-network': 'Organization network',
  quotation: 'Quotations',
  user: 'Users',
  'user-role': 'Roles',
};

const ACTION_LABELS: Record<string, string> = { view: 'View', manage: 'Manage', review: 'Review', invite: 'Invite', impersonate: 'Impersonate' };
const SCOPE_LABELS: Record<string, string> = { own: 'own', organization: 'organization’s' };

/**
 * A permission in words, read with its group: `booking:own:view` is "View own" under Bookings.
 * View and manage without a scope cover every record ("all"); the bare resource covers everything.
 */
export function permissionLabel(permission: string): string {
  const { scope, action } = parsePermission(permission);
  if (action === null) return 'Everything';
  const verb = ACTION_LABELS[action] ?? action;
  if (scope) return `${verb} ${SCOPE_LABELS[scope] ?? scope}`;
  return action === 'view' || action === 'manage' ? `${verb} all` : verb;
}

export interface PermissionGroup {
  resource: string;
  label: string;
  permissions: Permission[];
}

/**
 * The permission strings grouped by resource, in the order of `PERMISSIONS`
 * (docs/product/permissions.md#permission-strings).
 */
export const PERMISSION_GROUPS: PermissionGroup[] = Object.entries(RESOURCE_LABELS).map(([resource, label]) => ({
  resource,
  label,
  permissions: PERMISSIONS.filter((p) => parsePermission(p).resource === resource),
}));
