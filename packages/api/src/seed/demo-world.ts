import { ROLE_TEMPLATES, type RoleTemplateName } from '@freightdeck/contracts';

/** The demo world (README "Demo accounts"). Every demo user signs in with DEMO_PASSWORD. */
export const DEMO_PASSWORD = 'Freightdeck-demo-2026';

export const PRIMARY_ORGANIZATION = { name: 'Freightdeck Operations', type: 'OPERATOR', isPrimary: true, country: 'NL', address: 'Evert van de Beekstraat 202, 1118 CP Schiphol', taxId: 'NL859123456B01' } as const;

export const CUSTOMER_ORGANIZATIONS = [
  { name: 'Acme Pharma', type: 'CUSTOMER', isPrimary: false, country: 'CH', address: 'Grenzacherstrasse 124, 4058 Basel', taxId: 'CHE-123.456.789' },
  { name: 'Nordic Fresh', type: 'CUSTOMER', isPrimary: false, country: 'NO', address: 'Strandkaien 3, 5013 Bergen', taxId: 'NO987654321MVA' },
  { name: 'Pacific Parts', type: 'CUSTOMER', isPrimary: false, country: 'SG', address: '10 Changi South Lane, Singapore 486162', taxId: 'SG201912345K' },
] as const;

/** Roles of the primary organization (docs/product/users-and-roles.md#roles). */
export const PRIMARY_ROLES = ROLE_TEMPLATES.filter((role) => role.primaryOrganization);

/** Created in every customer organization, so each customer can later edit its own roles. */
export const CUSTOMER_ROLES = ROLE_TEMPLATES.filter((role) => !role.primaryOrganization);

export interface DemoUser {
  email: string;
  firstName: string;
  lastName: string;
  organization: string;
  role: RoleTemplateName;
  twoFaEnabled?: boolean;
}

export const DEMO_USERS: readonly DemoUser[] = [
  { email: 'admin@freightdeck.test', firstName: 'Ada', lastName: 'Admin', organization: 'Freightdeck Operations', role: 'Platform administrator' },
  { email: 'ops@freightdeck.test', firstName: 'Oscar', lastName: 'Ops', organization: 'Freightdeck Operations', role: 'Operations agent' },
  { email: 'anna@acme-pharma.test', firstName: 'Anna', lastName: 'Andersen', organization: 'Acme Pharma', role: 'Customer administrator' },
  { email: 'carl@acme-pharma.test', firstName: 'Carl', lastName: 'Carlsson', organization: 'Acme Pharma', role: 'Customer user' },
  { email: 'vera@acme-pharma.test', firstName: 'Vera', lastName: 'Viewer', organization: 'Acme Pharma', role: 'Viewer' },
  { email: 'nils@nordic-fresh.test', firstName: 'Nils', lastName: 'Nilsen', organization: 'Nordic Fresh', role: 'Customer administrator' },
  { email: 'tina@nordic-fresh.test', firstName: 'Tina', lastName: 'Thorsen', organization: 'Nordic Fresh', role: 'Customer user', twoFaEnabled: true },
];

/**
 * Invited but not yet activated: a fresh portal has one pending invitation in its outbox
 * (GET /v1/dev/outbox?to=ivan@acme-pharma.test), so the activation page can be tried at once.
 */
export const DEMO_INVITATIONS: readonly (DemoUser & { invitedBy: string })[] = [
  { email: 'ivan@acme-pharma.test', firstName: 'Ivan', lastName: 'Ivanov', organization: 'Acme Pharma', role: 'Customer user', invitedBy: 'anna@acme-pharma.test' },
];
