import { apiClient } from '@freightdeck/auth';
import type { Contact, CreateContactRequest, UpdateContactRequest } from '@freightdeck/contracts';
import { organizationPath } from './organizations';

// The contacts come with the organization's details; after a change the page reloads those.
const contactsPath = (organizationId: string) => `${organizationPath(organizationId)}/contacts`;
const contactPath = (organizationId: string, contactId: string) => `${contactsPath(organizationId)}/${encodeURIComponent(contactId)}`;

/** 409 CONTACT_EMAIL_ALREADY_USED when another contact of the organization has the e-mail. */
export const addContact = (organizationId: string, body: CreateContactRequest) => apiClient.post<Contact>(contactsPath(organizationId), body);
export const updateContact = (organizationId: string, contactId: string, body: UpdateContactRequest) =>
  apiClient.patch<Contact>(contactPath(organizationId, contactId), body);
export const removeContact = (organizationId: string, contactId: string) => apiClient.delete<void>(contactPath(organizationId, contactId));
