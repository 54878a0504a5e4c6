import type { CurrentUser } from '@freightdeck/auth';
import { ROLE_TEMPLATES, type RoleTemplateName } from '@freightdeck/contracts';

/**
 * The seeded roles (docs/product/users-and-roles.md#roles) with the permissions the seed gives
 * them.
 */
export const ROLE_PRESETS = ROLE_TEMPLATES;

export type RoleId = (typeof ROLE_PRESETS)[number]['id'];
export type RolePreset = (typeof ROLE_PRESETS)[number];

export function rolePreset(id: RoleId): RolePreset {
  const preset = ROLE_PRESETS.find((r) => r.id === id);
  if (!preset) throw new Error(`Unknown role ${id}`);
  return preset;
}

export function isRoleId(value: unknown): value is RoleId {
  return ROLE_PRESETS.some((r) => r.id === value);
}

/** Permissions of a seeded role by its display name, e.g. `permissionsOf('Viewer')`. */
export function permissionsOf(name: RoleTemplateName): string[] {
  const preset = ROLE_PRESETS.find((r) => r.name === name);
  if (!preset) throw new Error(`Unknown role ${name}`);
  return [...preset.permissions];
}

const PRIMARY_ORGANIZATION = { id: 'org-freightdeck', name: 'Freightdeck Operations', isPrimary: true };
const CUSTOMER_ORGANIZATION = { id: 'org-customer', name: 'Nordic Fresh Logistics', isPrimary: false };

/** The fake signed-in user the dev shell puts in place through `setCurrentUserOverride`. */
export function fakeUser(roleId: RoleId, permissions: readonly string[]): CurrentUser {
  const preset = rolePreset(roleId);
  const [firstName, ...rest] = preset.name.split(' ');
  const lastName = rest.join(' ') || 'User';
  const organization = preset.primaryOrganization ? PRIMARY_ORGANIZATION : CUSTOMER_ORGANIZATION;
  return {
    id: `dev-${preset.id}`,
    email: `${preset.id}@dev-shell.test`,
    firstName: firstName ?? 'Dev',
    lastName,
    fullName: `${firstName ?? 'Dev'} ${lastName}`,
    avatarUrl: null,
    permissions: [...permissions],
    organizations: [organization],
    userOfPrimaryOrganization: preset.primaryOrganization,
    impersonatedById: null,
  };
}
