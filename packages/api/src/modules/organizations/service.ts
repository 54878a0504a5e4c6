import type { Db } from '../../db';
import { audit } from '../../lib/audit';
import { errors } from '../../lib/app-error';
import { organizationRepository, type OrganizationRow } from './repository';
import { CreateOrganizationSchema, type CreateOrganizationInput } from './schemas';

export type OrganizationService = ReturnType<typeof createOrganizationService>;

export function createOrganizationService(db: Db) {
  return {
    /** Creates an organization; names are unique whatever their case (409 CONFLICT). */
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
  };
}
