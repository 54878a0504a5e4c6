import type { Contact, Organization, OrganizationListItem } from '@freightdeck/contracts';
import type { organizationContacts } from '../../db/schema';
import type { OrganizationAccess } from './access';
import { allowedActions } from './allowed-actions';
import type { OrganizationRow } from './repository';

export type ContactRow = typeof organizationContacts.$inferSelect;

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

export function toListItem(row: OrganizationRow, userCount: number): OrganizationListItem {
  return {
    id: row.id, name: row.name, type: row.type, isPrimary: row.isPrimary, country: row.country, status: row.status,
    createdAt: iso(row.createdAt), userCount,
  };
}

export function toContact(row: ContactRow): Contact {
  return {
    id: row.id, name: row.name, email: row.email, phone: row.phone, position: row.position,
    createdAt: iso(row.createdAt), updatedAt: iso(row.updatedAt),
  };
}

/** The details page: the list fields, the profile, the contacts and what the caller may do. */
export function toDetails(access: OrganizationAccess, row: OrganizationRow, userCount: number, contacts: ContactRow[]): Organization {
  return {
    ...toListItem(row, userCount),
    address: row.address,
    taxId: row.taxId,
    suspendedReason: row.suspendedReason,
    suspendedAt: row.suspendedAt ? iso(row.suspendedAt) : null,
    contacts: contacts.map(toContact),
    allowedActions: allowedActions(access, row),
  };
}
