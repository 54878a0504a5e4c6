import { asc, eq, sql } from 'drizzle-orm';
import type { Organization } from '@freightdeck/contracts';
import type { Executor } from '../../db';
import { organizationContacts } from '../../db/schema';
import type { OrganizationAccess } from './access';
import { userRepository } from '../users';
import type { OrganizationRow } from './repository';
import { toDetails, type ContactRow } from './view';

/** An organization's contacts, by name. */
export function contactsOf(executor: Executor, organizationId: string): Promise<ContactRow[]> {
  return executor.select().from(organizationContacts).where(eq(organizationContacts.organizationId, organizationId))
    .orderBy(asc(sql`lower(${organizationContacts.name})`), asc(organizationContacts.id));
}

/** The details answer of an organization the caller may see. */
export async function loadDetails(executor: Executor, access: OrganizationAccess, row: OrganizationRow): Promise<Organization> {
  const [userCount, contacts] = await Promise.all([userRepository.countInOrganization(executor, row.id), contactsOf(executor, row.id)]);
  return toDetails(access, row, userCount, contacts);
}
