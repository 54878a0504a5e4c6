import type { DomainServices } from '../composition/services';
import type { SeedStep } from './seed-step';
import { DEMO_BOOKINGS_STEP } from './demo-bookings';
import { DEMO_ORGANIZATION_DETAILS_STEP } from './demo-organization-details';
import { TRACKING_HISTORIES_STEP } from './tracking-histories';
import { SCHEDULES_STEP } from './schedules';
import { QUOTATIONS_STEP, RATE_CARDS_STEP } from './quotations';
import { CUSTOMER_ORGANIZATIONS, CUSTOMER_ROLES, DEMO_INVITATIONS, DEMO_PASSWORD, DEMO_USERS, PRIMARY_ORGANIZATION, PRIMARY_ROLES } from './demo-world';

export type { SeedContext, SeedStep } from './seed-step';

async function organizationId(services: DomainServices, name: string): Promise<string> {
  const organization = await services.organizations.findByName(name);
  if (!organization) throw new Error(`seed: organization ${name} is missing`);
  return organization.id;
}

/** The demo world: organizations, roles, users and an invitation (what API tests start from). */
export const WORLD_STEPS: readonly SeedStep[] = [
  {
    name: 'organizations',
    async run({ services }) {
      await services.organizations.create(PRIMARY_ORGANIZATION);
      for (const organization of CUSTOMER_ORGANIZATIONS) await services.organizations.create(organization);
    },
  },
  {
    name: 'roles',
    async run({ services }) {
      const primaryId = await organizationId(services, PRIMARY_ORGANIZATION.name);
      for (const role of PRIMARY_ROLES) await services.roles.create({ name: role.name, description: role.description, permissions: [...role.permissions], organizationId: primaryId });
      for (const organization of CUSTOMER_ORGANIZATIONS) {
        const id = await organizationId(services, organization.name);
        for (const role of CUSTOMER_ROLES) await services.roles.create({ name: role.name, description: role.description, permissions: [...role.permissions], organizationId: id });
      }
    },
  },
  {
    name: 'users',
    async run({ services }) {
      for (const user of DEMO_USERS) {
        const orgId = await organizationId(services, user.organization);
        const role = await services.roles.findByName(orgId, user.role);
        if (!role) throw new Error(`seed: role ${user.role} is missing in ${user.organization}`);
        await services.users.create({
          email: user.email, firstName: user.firstName, lastName: user.lastName, password: DEMO_PASSWORD,
          twoFaEnabled: user.twoFaEnabled ?? false, memberships: [{ organizationId: orgId, roleId: role.id }],
        });
      }
    },
  },
  {
    name: 'invitations',
    async run({ services, invitations }) {
      for (const invited of DEMO_INVITATIONS) {
        const orgId = await organizationId(services, invited.organization);
        const role = await services.roles.findByName(orgId, invited.role);
        if (!role) throw new Error(`seed: role ${invited.role} is missing in ${invited.organization}`);
        const inviter = await services.users.findByEmail(invited.invitedBy);
        await invitations.invite(
          { email: invited.email, firstName: invited.firstName, lastName: invited.lastName, memberships: [{ organizationId: orgId, roleId: role.id }] },
          inviter?.id ?? null,
        );
      }
    },
  },
];

/** Everything `pnpm start` seeds: the world, its contacts and network, then the demo bookings (which need the reference data loaded). */
export const SEED_STEPS: readonly SeedStep[] = [...WORLD_STEPS, DEMO_ORGANIZATION_DETAILS_STEP, DEMO_BOOKINGS_STEP, TRACKING_HISTORIES_STEP, SCHEDULES_STEP, RATE_CARDS_STEP, QUOTATIONS_STEP];
