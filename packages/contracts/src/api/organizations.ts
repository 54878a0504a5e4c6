import { z } from 'zod';
import { CountryCodeSchema } from './booking-parts';
import { EmailSchema } from './common';

/**
 * Organizations, their contacts and their network (`/v1/organizations`;
 * docs/adr/009-organizations-and-users.md).
 */

export const ORGANIZATION_STATUSES = ['ACTIVE', 'SUSPENDED'] as const;
export type OrganizationStatus = (typeof ORGANIZATION_STATUSES)[number];
export const ORGANIZATION_TYPES = ['OPERATOR', 'CUSTOMER'] as const;

/** What the caller may do with an organization, decided by the server (permissions × scope × status). */
export const ORGANIZATION_ACTIONS = ['edit', 'suspend', 'reactivate', 'manageContacts', 'viewNetwork', 'manageNetwork'] as const;
export type OrganizationAction = (typeof ORGANIZATION_ACTIONS)[number];

/** What the partner is to the organization that shows the link. */
export const NETWORK_RELATIONS = ['SHIPPER', 'FORWARDER', 'CONSIGNEE', 'AGENT', 'PARTNER'] as const;
export type NetworkRelation = (typeof NETWORK_RELATIONS)[number];

/**
 * A link is stored once, from the side that made it; the partner's page shows it with this
 * relation. If B is A's SHIPPER, A forwards for B: A is B's FORWARDER (and back). If B is A's
 * CONSIGNEE, A ships to B: A is B's SHIPPER. Agency and partnership are mutual.
 */
export const INVERSE_RELATION: Record<NetworkRelation, NetworkRelation> = {
  SHIPPER: 'FORWARDER', FORWARDER: 'SHIPPER', CONSIGNEE: 'SHIPPER', AGENT: 'AGENT', PARTNER: 'PARTNER',
};

const NameSchema = z.string().trim().min(2, 'at least 2 characters').max(200);
const optionalText = (max: number) => z.string().trim().max(max).transform((v) => v || null).nullable();
/** E.164: a plus, the calling code and the number (spaces or dashes between digits allowed). */
export const E164PhoneSchema = z.string().trim().regex(/^\+[1-9](?:[ -]?\d){6,14}$/, 'must be an E.164 phone number, e.g. +41 61 688 1111');

export const OrganizationListQuerySchema = z.object({
  /** Name or tax id, any case. */
  q: z.string().trim().max(100).optional(),
  status: z.enum(ORGANIZATION_STATUSES).optional(),
  type: z.enum(ORGANIZATION_TYPES).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export type OrganizationListQuery = z.input<typeof OrganizationListQuerySchema>;

export const OrganizationListItemSchema = z.object({
  id: z.string(), name: z.string(), type: z.enum(ORGANIZATION_TYPES), isPrimary: z.boolean(), country: z.string().nullable(),
  status: z.enum(ORGANIZATION_STATUSES), createdAt: z.string(),
  /** Users (not deleted) with a role in it. */
  userCount: z.number(),
});
export type OrganizationListItem = z.infer<typeof OrganizationListItemSchema>;

export const OrganizationPageSchema = z.object({ items: z.array(OrganizationListItemSchema), total: z.number(), page: z.number(), pageSize: z.number() });
export type OrganizationPage = z.infer<typeof OrganizationPageSchema>;

export const ContactSchema = z.object({
  id: z.string(), name: z.string(), email: z.string(), phone: z.string().nullable(), position: z.string(), createdAt: z.string(), updatedAt: z.string(),
});
export type Contact = z.infer<typeof ContactSchema>;
export const ContactListSchema = z.object({ items: z.array(ContactSchema) });

export const OrganizationSchema = OrganizationListItemSchema.extend({
  address: z.string().nullable(),
  taxId: z.string().nullable(),
  suspendedReason: z.string(),
  suspendedAt: z.string().nullable(),
  contacts: z.array(ContactSchema),
  allowedActions: z.array(z.enum(ORGANIZATION_ACTIONS)),
});
export type Organization = z.infer<typeof OrganizationSchema>;

/** `POST /v1/organizations`: always a CUSTOMER organization. */
export const CreateOrganizationRequestSchema = z.object({
  name: NameSchema,
  country: CountryCodeSchema,
  address: optionalText(500).default(null),
  taxId: optionalText(50).default(null),
});
export type CreateOrganizationRequest = z.input<typeof CreateOrganizationRequestSchema>;

/** `PATCH /v1/organizations/{id}`: only the fields given change; nothing new is 400 NOTHING_TO_CHANGE. */
export const UpdateOrganizationRequestSchema = z.object({
  name: NameSchema.optional(),
  country: CountryCodeSchema.optional(),
  address: optionalText(500).optional(),
  taxId: optionalText(50).optional(),
});
export type UpdateOrganizationRequest = z.input<typeof UpdateOrganizationRequestSchema>;

export const SuspendOrganizationRequestSchema = z.object({ reason: z.string().trim().min(1, 'is required').max(500) });
export type SuspendOrganizationRequest = z.input<typeof SuspendOrganizationRequestSchema>;

export const CreateContactRequestSchema = z.object({
  name: z.string().trim().min(1, 'is required').max(200),
  email: EmailSchema,
  phone: E164PhoneSchema.nullable().default(null),
  position: z.string().trim().max(200).default(''),
});
export type CreateContactRequest = z.input<typeof CreateContactRequestSchema>;

export const UpdateContactRequestSchema = z.object({
  name: z.string().trim().min(1, 'is required').max(200).optional(),
  email: EmailSchema.optional(),
  phone: E164PhoneSchema.nullable().optional(),
  position: z.string().trim().max(200).optional(),
});
export type UpdateContactRequest = z.input<typeof UpdateContactRequestSchema>;

export const NetworkLinkSchema = z.object({
  id: z.string(),
  partner: z.object({ id: z.string(), name: z.string(), country: z.string().nullable(), status: z.enum(ORGANIZATION_STATUSES) }),
  relation: z.enum(NETWORK_RELATIONS),
  note: z.string(),
  createdAt: z.string(),
});
export type NetworkLink = z.infer<typeof NetworkLinkSchema>;
export const NetworkListSchema = z.object({ items: z.array(NetworkLinkSchema) });

export const CreateNetworkLinkRequestSchema = z.object({
  partnerId: z.string().uuid(),
  relation: z.enum(NETWORK_RELATIONS),
  note: z.string().trim().max(500).default(''),
});
export type CreateNetworkLinkRequest = z.input<typeof CreateNetworkLinkRequestSchema>;
