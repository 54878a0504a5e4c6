import type { Db } from '../../db';
import { audit } from '../../lib/audit';
import { errors } from '../../lib/app-error';
import { organizationRepository } from '../organizations';
import { roleRepository, type RoleRow } from '../roles';
import { CreateRoleSchema, type CreateRoleInput } from './schemas';

export type RoleService = ReturnType<typeof createRoleService>;

export function createRoleService(db: Db) {
  return {
    /**
     * Creates a role in an organization; permissions must be of `PERMISSIONS`
     * (docs/product/permissions.md#permission-strings).
     */
    async create(input: CreateRoleInput, actorId: string | null = null): Promise<RoleRow> {
      const values = CreateRoleSchema.parse(input);
      return db.transaction(async (tx) => {
        if (!(await organizationRepository.findById(tx, values.organizationId))) throw errors.notFound('Organization not found');
        if (await roleRepository.findByName(tx, values.organizationId, values.name)) throw errors.conflict('CONFLICT', `Role "${values.name}" already exists`);
        const row = await roleRepository.insert(tx, values);
        await audit(tx, { actorId, action: 'role.create', subjectType: 'role', subjectId: row.id, data: { name: row.name, organizationId: row.organizationId } });
        return row;
      });
    },
    findByName: (organizationId: string, name: string) => roleRepository.findByName(db, organizationId, name),
  };
}
