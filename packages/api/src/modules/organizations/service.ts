import type { Organization } from '@freightdeck/contracts';
import type { Db } from '../../db';
import { audit } from '../../lib/audit';
import { errors } from '../../lib/app-error';
import { findVisibleOrganization, organizationAccess, type OrganizationActor } from './access';
import { createContactService } from './contacts';
import { loadDetails } from './details';
import { listOrganizations } from './list-organizations';
import { createNetworkService } from './network';
import { createOrganizationCommands } from './organization-commands';
import { organizationRepository, type OrganizationRow } from './repository';
import { CreateOrganizationSchema, type CreateOrganizationInput } from './schemas';
import { createStatusChanges } from './status-changes';

export type OrganizationService = ReturnType<typeof createOrganizationService>;
export type { OrganizationActor } from './access';

/**
 * Organizations (docs/adr/009-organizations-and-users.md): every API method takes the acting user's
 * context (routes pass the signed-in caller's) and checks its scope; `create`, `findByName` and
 * `count` are the seed's.
 */
export function createOrganizationService(db: Db) {
  const commands = createOrganizationCommands(db);
  const status = createStatusChanges(db);
  return {
    /** Creates an organization as the seed does (any type, no caller); names are unique whatever their case (409 CONFLICT). */
    async create(input: CreateOrganizationInput, actorId: string | null = null): Promise<OrganizationRow> {
      const values = CreateOrganizationSchema.parse(input);
      return db.transaction(async (tx) => {
        if (await organizationRepository.findByName(tx, values.name)) throw errors.conflict('CONFLICT', `Organization "${values.name}" already exists`);
        const row = await organizationRepository.insert(tx, values);
        await audit(tx, { actorId, action: 'organization.create', subjectType: 'organization', subjectId: row.id, data: { name: row.name } });
        return row;
      });
    },
    findByName: (name: string) => organizationRepository.findByName(db, name),
    count: () => organizationRepository.count(db),

    list: (actor: OrganizationActor, query: unknown) => listOrganizations(db, actor, query),
    async get(actor: OrganizationActor, id: string): Promise<Organization> {
      const access = organizationAccess(actor);
      return loadDetails(db, access, await findVisibleOrganization(db, access, id));
    },
    createCustomer: commands.create,
    update: commands.update,
    suspend: status.suspend,
    reactivate: status.reactivate,
    contacts: createContactService(db),
    network: createNetworkService(db),
  };
}
