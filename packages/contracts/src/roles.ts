import type { Permission } from './permissions';

/**
 * The roles every installation starts with (docs/product/users-and-roles.md#roles). The seed
 * creates them; the dev shell offers them as fake users. Roles are data: administrators may change
 * them afterwards (`user-role:manage`).
 */
export interface RoleTemplate {
  /** Stable slug, e.g. `customer-user`. */
  id: string;
  name: string;
  description: string;
  /** Created in the primary organization (true) or in every customer organization (false). */
  primaryOrganization: boolean;
  permissions: readonly Permission[];
}

export const ROLE_TEMPLATES = [
  {
    id: 'platform-administrator',
    name: 'Platform administrator',
    description: 'Everything, for the platform operator',
    primaryOrganization: true,
    permissions: ['booking', 'organization', 'organization-network', 'quotation', 'user', 'user-role'],
  },
  {
    id: 'operations-agent',
    name: 'Operations agent',
    description: 'Runs bookings and quotations, reviews organizations, helps users',
    primaryOrganization: true,
    permissions: ['booking', 'quotation', 'organization:manage', 'organization:review', 'organization-network',
      'user:view', 'user:invite', 'user:impersonate'],
  },
  {
    id: 'customer-administrator',
    name: 'Customer administrator',
    description: "Manages the organization's bookings, users and profile",
    primaryOrganization: false,
    permissions: ['booking:organization:manage', 'organization:own:manage', 'organization-network:view', 'quotation',
      'user:organization:manage', 'user:invite', 'user-role:view'],
  },
  {
    id: 'customer-user',
    name: 'Customer user',
    description: 'Books and follows their own shipments',
    primaryOrganization: false,
    permissions: ['booking:organization:view', 'booking:own:manage', 'organization:own:view', 'quotation'],
  },
  {
    id: 'viewer',
    name: 'Viewer',
    description: 'Reads the organization’s bookings and quotations',
    primaryOrganization: false,
    permissions: ['booking:organization:view', 'organization:own:view', 'quotation:view'],
  },
] as const satisfies readonly RoleTemplate[];

export type RoleTemplateId = (typeof ROLE_TEMPLATES)[number]['id'];
export type RoleTemplateName = (typeof ROLE_TEMPLATES)[number]['name'];
