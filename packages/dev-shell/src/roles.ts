import type { CurrentUser } from '@freightdeck/auth';

/** The seeded roles (DESIGN.md §5) with the permissions the seed gives them. */
export const ROLE_PRESETS = [
  {
    id: 'platform-administrator',
    name: 'Platform administrator',
    primaryOrganization: true,
    permissions: ['booking', 'organization', 'organization-network', 'quotation', 'user', 'user-role'],
  },
  {
    id: 'operations-agent',
    name: 'Operations agent',
    primaryOrganization: true,
    permissions: ['booking', 'quotation', 'organization:manage', 'organization:review', 'organization-network',
      'user:view', 'user:invite', 'user:impersonate'],
  },
  {
    id: 'customer-administrator',
    name: 'Customer administrator',
    primaryOrganization: false,
    permissions: ['booking:organization:manage', 'organization:own:manage', 'organization-network:view', 'quotation',
      'user:organization:manage', 'user:invite', 'user-role:view'],
  },
  {
    id: 'customer-user',
    name: 'Customer user',
    primaryOrganization: false,
    permissions: ['booking:organization:view', 'booking:own:manage', 'organization:own:view', 'quotation'],
  },
  {
    id: 'viewer',
    name: 'Viewer',
    primaryOrganization: false,
    permissions: ['booking:organization:view', 'organization:own:view', 'quotation:view'],
  },
] as const satisfies readonly { id: string; name: string; primaryOrganization: boolean; permissions: readonly string[] }[];

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
export function permissionsOf(name: RolePreset['name']): string[] {
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
