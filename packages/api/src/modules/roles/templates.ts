import { ROLE_TEMPLATES } from '@freightdeck/contracts';
import type { Executor } from '../../db';
import { roleRepository, type RoleRow } from './repository';

/**
 * The customer roles every customer organization starts with (Customer administrator, Customer
 * user, Viewer), made inside the caller's transaction; by template name.
 */
export async function insertCustomerRoles(tx: Executor, organizationId: string): Promise<Map<string, RoleRow>> {
  const roles = new Map<string, RoleRow>();
  for (const template of ROLE_TEMPLATES.filter((t) => !t.primaryOrganization)) {
    roles.set(template.name, await roleRepository.insert(tx, {
      organizationId, name: template.name, description: template.description, permissions: [...template.permissions],
    }));
  }
  return roles;
}
