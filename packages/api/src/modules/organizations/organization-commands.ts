import { CreateOrganizationRequestSchema, UpdateOrganizationRequestSchema, type Organization } from '@freightdeck/contracts';
import type { Db } from '../../db';
import { errors } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { parseOrThrow } from '../../lib/validation';
import { userRepository } from '../users';
import { findManageableOrganization, organizationAccess, type OrganizationActor } from './access';
import { insertCustomerOrganization } from './customer-organization';
import { loadDetails } from './details';
import { organizationRepository } from './repository';

/** The role a customer administrator takes in an organization they create (ROLE_TEMPLATES). */
const CREATOR_ROLE = 'Customer administrator';

type Profile = { name: string; country: string | null; address: string | null; taxId: string | null };
const PROFILE_FIELDS = ['name', 'country', 'address', 'taxId'] as const;

/** Creating (always a CUSTOMER organization) and changing an organization's profile. */
export function createOrganizationCommands(db: Db) {
  return {
    /**
     * Staff (`organization:manage`) create without joining; a customer administrator
     * (`organization:own:manage`) becomes the new organization's Customer administrator.
     */
    async create(actor: OrganizationActor, input: unknown): Promise<Organization> {
      const values = parseOrThrow(CreateOrganizationRequestSchema, input);
      const access = organizationAccess(actor);
      if (access.manage === 'none') throw errors.forbidden();
      return db.transaction(async (tx) => {
        const { organization, roles } = await insertCustomerOrganization(tx, values, actor.userId);
        if (!access.staff) {
          const role = roles.get(CREATOR_ROLE)!;
          await userRepository.addMembership(tx, { userId: actor.userId, organizationId: organization.id, roleId: role.id });
          await audit(tx, {
            actorId: actor.userId, action: 'organization.member.add', subjectType: 'organization', subjectId: organization.id,
            data: { userId: actor.userId, roleId: role.id, impersonatedById: actor.impersonatedById },
          });
          access.memberOf.push(organization.id);
        }
        return loadDetails(tx, access, organization);
      });
    },

    /** Only the fields given and different from now change; none: 400 NOTHING_TO_CHANGE. */
    async update(actor: OrganizationActor, id: string, input: unknown): Promise<Organization> {
      const patch = parseOrThrow(UpdateOrganizationRequestSchema, input);
      const access = organizationAccess(actor);
      return db.transaction(async (tx) => {
        const row = await findManageableOrganization(tx, access, id, { forUpdate: true });
        const changes: Partial<Profile> = {};
        const diff: Record<string, { from: unknown; to: unknown }> = {};
        for (const field of PROFILE_FIELDS) {
          const value = patch[field];
          if (value === undefined || value === row[field]) continue;
          Object.assign(changes, { [field]: value });
          diff[field] = { from: row[field], to: value };
        }
        if (Object.keys(changes).length === 0) throw errors.badRequest('NOTHING_TO_CHANGE');
        if (changes.name !== undefined) {
          const other = await organizationRepository.findByName(tx, changes.name);
          if (other && other.id !== row.id) throw errors.conflict('ORGANIZATION_ALREADY_EXISTS', `An organization named "${changes.name}" already exists`);
        }
        const updated = await organizationRepository.update(tx, row.id, changes);
        await audit(tx, { actorId: actor.userId, action: 'organization.update', subjectType: 'organization', subjectId: row.id, data: { changes: diff, impersonatedById: actor.impersonatedById } });
        return loadDetails(tx, access, updated);
      });
    },
  };
}
