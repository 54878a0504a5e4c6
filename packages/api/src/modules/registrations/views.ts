import type { Registration, RegistrationLink, RegistrationListItem } from '@freightdeck/contracts';
import { personName, type PersonRef } from '../users';
import { linkStatus, type RegistrationLinkRow } from './link-repository';
import type { RegistrationRow } from './registration-repository';

const iso = (at: Date | null) => at?.toISOString() ?? null;
const person = (people: Map<string, PersonRef>, id: string | null) => (id ? (people.get(id) ?? null) : null);

export function toRegistrationLink(row: RegistrationLinkRow, people: Map<string, PersonRef>, at: Date): RegistrationLink {
  return {
    id: row.id,
    email: row.email,
    companyName: row.companyName,
    message: row.message,
    status: linkStatus(row, at),
    createdBy: person(people, row.createdById),
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    usedAt: iso(row.usedAt),
  };
}

export function toRegistrationListItem(row: RegistrationRow): RegistrationListItem {
  return {
    id: row.id,
    status: row.status,
    companyName: row.company.name,
    country: row.company.country,
    administratorName: personName(row.administrator),
    administratorEmail: row.administrator.email,
    submittedAt: row.submittedAt.toISOString(),
    reviewedAt: iso(row.reviewedAt),
  };
}

export interface RegistrationContext {
  link: RegistrationLinkRow;
  people: Map<string, PersonRef>;
  organization: { id: string; name: string } | null;
}

export function toRegistration(row: RegistrationRow, { link, people, organization }: RegistrationContext): Registration {
  return {
    id: row.id,
    status: row.status,
    company: { ...row.company, website: row.company.website ?? null },
    administrator: { ...row.administrator, position: row.administrator.position ?? null },
    submittedAt: row.submittedAt.toISOString(),
    link: {
      id: link.id, email: link.email, companyName: link.companyName, message: link.message,
      sentBy: person(people, link.createdById), createdAt: link.createdAt.toISOString(), expiresAt: link.expiresAt.toISOString(),
    },
    reviewedBy: person(people, row.reviewedById),
    reviewedAt: iso(row.reviewedAt),
    reason: row.reason,
    organization,
  };
}
