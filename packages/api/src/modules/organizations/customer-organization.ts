import type { Executor } from '../../db';
import { audit } from '../../lib/audit';
import { errors } from '../../lib/app-error';
import { insertCustomerRoles, type RoleRow } from '../roles';
import { organizationRepository, type OrganizationRow } from './repository';

export interface NewCustomerOrganization {
  name: string;
  country: string | null;
  address: string | null;
  taxId: string | null;
}

export interface CustomerOrganization {
  organization: OrganizationRow;
  /**
   * The customer role templates (docs/product/users-and-roles.md#roles) made for it, by template
   * name.
   */
  roles: Map<string, RoleRow>;
}

/**
 * A CUSTOMER organization with the customer roles every customer starts with (Customer
 * administrator, Customer user, Viewer), inside the caller's transaction. Used by
 * POST /v1/organizations and by the approval of a registration. Names are unique whatever
 * their case: 409 ORGANIZATION_ALREADY_EXISTS.
 */
export async function insertCustomerOrganization(tx: Executor, values: NewCustomerOrganization, actorId: string | null): Promise<CustomerOrganization> {
  if (await organizationRepository.findByName(tx, values.name)) {
    throw errors.conflict('ORGANIZATION_ALREADY_EXISTS', `An organization named "${values.name}" already exists`);
  }
  const organization = await organizationRepository.insert(tx, { ...values, type: 'CUSTOMER', isPrimary: false, createdById: actorId });
  const roles = await insertCustomerRoles(tx, organization.id);
  await audit(tx, { actorId, action: 'organization.create', subjectType: 'organization', subjectId: organization.id, data: { name: organization.name } });
  return { organization, roles };
}
