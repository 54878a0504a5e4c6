import type { Registration, RegistrationLink, RegistrationLinkInfo, RegistrationListItem } from '@freightdeck/contracts';

export const REGISTRATION_ID = '00000000-0000-4000-8000-0000000000a1';
export const NEW_ORGANIZATION_ID = '00000000-0000-4000-8000-0000000000b2';

export const page = <T>(items: T[], over: { total?: number; page?: number; pageSize?: number } = {}) => ({ items, total: items.length, page: 1, pageSize: 25, ...over });

export const applicationItem = (over: Partial<RegistrationListItem> = {}): RegistrationListItem => ({
  id: REGISTRATION_ID, status: 'PENDING', companyName: 'Globex Logistics', country: 'CH', administratorName: 'Hank Scorpio',
  administratorEmail: 'hank@globex.test', submittedAt: '2026-05-02T09:00:00.000Z', reviewedAt: null, ...over,
});

export const registrationLink = (over: Partial<RegistrationLink> = {}): RegistrationLink => ({
  id: 'link-1', email: 'hank@globex.test', companyName: 'Globex', message: '', status: 'OPEN', createdBy: { id: 'u-ops', name: 'Olga Ops' },
  createdAt: '2026-05-01T09:00:00.000Z', expiresAt: '2026-05-15T09:00:00.000Z', usedAt: null, ...over,
});

export const registration = (over: Partial<Registration> = {}): Registration => ({
  id: REGISTRATION_ID,
  status: 'PENDING',
  company: { name: 'Globex Logistics', country: 'CH', address: 'Hafenstrasse 1, 4057 Basel', taxId: 'CHE-111.222.333', website: 'https://globex.test' },
  administrator: { firstName: 'Hank', lastName: 'Scorpio', email: 'hank@globex.test', phone: '+41 61 555 0101', position: 'Managing director' },
  submittedAt: '2026-05-02T09:00:00.000Z',
  link: {
    id: 'link-1', email: 'hank@globex.test', companyName: 'Globex', message: 'Welcome aboard', sentBy: { id: 'u-ops', name: 'Olga Ops' },
    createdAt: '2026-05-01T09:00:00.000Z', expiresAt: '2026-05-15T09:00:00.000Z',
  },
  reviewedBy: null,
  reviewedAt: null,
  reason: '',
  organization: null,
  ...over,
});

export const linkInfo = (over: Partial<RegistrationLinkInfo> = {}): RegistrationLinkInfo => ({
  email: 'hank@globex.test', companyName: 'Globex', message: 'Looking forward to shipping with you.', expiresAt: '2026-05-15T09:00:00.000Z', ...over,
});
