import type { Role } from '@freightdeck/contracts';
import type { SelectOption } from '@freightdeck/ui';

export type RoleOrganization = Role['organization'];

/**
 * The organizations the caller works with, named by the roles they may see: the organizations
 * API is a separate concern, and every organization whose users one manages has roles. The
 * primary organization first, then by name.
 */
export function organizationsOf(roles: readonly Role[]): RoleOrganization[] {
  const byId = new Map<string, RoleOrganization>();
  for (const role of roles) byId.set(role.organization.id, role.organization);
  return [...byId.values()].sort((a, b) => Number(b.isPrimary) - Number(a.isPrimary) || a.name.localeCompare(b.name));
}

export const organizationOptions = (organizations: readonly RoleOrganization[]): SelectOption[] =>
  organizations.map((o) => ({ value: o.id, label: o.name }));

/** The roles of one organization the caller may give to a user (they hold all its permissions). */
export const assignableRoles = (roles: readonly Role[], organizationId: string): Role[] =>
  roles.filter((r) => r.organization.id === organizationId && r.assignable);
