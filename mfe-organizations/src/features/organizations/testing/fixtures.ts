import type { Contact, ManagedUser, NetworkLink, Organization, OrganizationListItem, OrganizationPage, Role } from '@freightdeck/contracts';

export const ACME_ID = '00000000-0000-4000-8000-000000000002';
export const NORDIC_ID = '00000000-0000-4000-8000-000000000003';
export const GLOBEX_ID = '00000000-0000-4000-8000-000000000004';

export const listItem = (over: Partial<OrganizationListItem> = {}): OrganizationListItem => ({
  id: ACME_ID, name: 'Acme Pharma', type: 'CUSTOMER', isPrimary: false, country: 'CH', status: 'ACTIVE', createdAt: '2026-03-02T10:00:00.000Z', userCount: 4, ...over,
});

export const listPage = (items: OrganizationListItem[], over: Partial<OrganizationPage> = {}): OrganizationPage => ({ items, total: items.length, page: 1, pageSize: 25, ...over });

export const contact = (over: Partial<Contact> = {}): Contact => ({
  id: '00000000-0000-4000-8000-00000000c001', name: 'Greta Keller', email: 'greta@acme-pharma.test', phone: '+41 61 688 1111', position: 'Logistics lead',
  createdAt: '2026-03-02T10:00:00.000Z', updatedAt: '2026-03-02T10:00:00.000Z', ...over,
});

export const organization = (over: Partial<Organization> = {}): Organization => ({
  ...listItem(), address: 'Grenzacherstrasse 124, 4058 Basel', taxId: 'CHE-123.456.789', suspendedReason: '', suspendedAt: null,
  contacts: [contact()], allowedActions: ['edit', 'suspend', 'manageContacts', 'viewNetwork', 'manageNetwork'], ...over,
});

export const networkLink = (over: Partial<NetworkLink> = {}): NetworkLink => ({
  id: '00000000-0000-4000-8000-00000000n001', partner: { id: NORDIC_ID, name: 'Nordic Fresh Logistics', country: 'NO', status: 'ACTIVE' },
  relation: 'FORWARDER', note: 'Cold chain to Oslo', createdAt: '2026-04-01T08:00:00.000Z', ...over,
});

export const managedUser = (over: Partial<ManagedUser> = {}): ManagedUser => ({
  id: '00000000-0000-4000-8000-00000000u001', email: 'anna@acme-pharma.test', firstName: 'Anna', lastName: 'Berg', status: 'ACTIVE', twoFaEnabled: false,
  memberships: [{ organization: { id: ACME_ID, name: 'Acme Pharma', isPrimary: false }, role: { id: 'r-admin', name: 'Customer administrator' } }],
  createdAt: '2026-03-02T10:00:00.000Z', allowedActions: [], ...over,
});

export const role = (over: Partial<Role> = {}): Role => ({
  id: '00000000-0000-4000-8000-00000000r001', organization: { id: ACME_ID, name: 'Acme Pharma', isPrimary: false }, name: 'Customer user',
  description: '', permissions: ['quotation'], userCount: 2, assignable: true, editable: false, ...over,
});
