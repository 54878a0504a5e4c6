import { z } from 'zod';
import { CountryCodeSchema } from './booking-parts';
import { EmailSchema } from './common';
import { E164PhoneSchema } from './organizations';

/**
 * Registration links (docs/adr/009-organizations-and-users.md) staff send to prospective customers,
 * the public application made through one, and its review (`/v1/organizations/registration-links`,
 * `/registrations`). The link's token travels only in the e-mailed `/registration?token=…`, never
 * in a response.
 */

/**
 * A registration link works for 14 days and for one application
 * (docs/product/sessions.md#passwords-and-account-links).
 */
export const REGISTRATION_LINK_TTL_SECONDS = 14 * 24 * 60 * 60;

export const REGISTRATION_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];
export const REGISTRATION_LINK_STATUSES = ['OPEN', 'USED', 'EXPIRED'] as const;
export type RegistrationLinkStatus = (typeof REGISTRATION_LINK_STATUSES)[number];

const PageQuery = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
};
const PersonRefSchema = z.object({ id: z.string(), name: z.string() });

/** `POST /v1/organizations/registration-links` (staff). */
export const CreateRegistrationLinkRequestSchema = z.object({
  email: EmailSchema,
  /** Pre-fills the application form; the applicant may correct it. */
  companyName: z.string().trim().max(200).default(''),
  /** A personal note, quoted in the e-mail. */
  message: z.string().trim().max(2000).default(''),
});
export type CreateRegistrationLinkRequest = z.input<typeof CreateRegistrationLinkRequestSchema>;

export const RegistrationLinkSchema = z.object({
  id: z.string(),
  email: z.string(),
  companyName: z.string(),
  message: z.string(),
  status: z.enum(REGISTRATION_LINK_STATUSES),
  createdBy: PersonRefSchema.nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
  usedAt: z.string().nullable(),
});
export type RegistrationLink = z.infer<typeof RegistrationLinkSchema>;

export const RegistrationLinkListQuerySchema = z.object({ status: z.enum(REGISTRATION_LINK_STATUSES).optional(), ...PageQuery });
export type RegistrationLinkListQuery = z.input<typeof RegistrationLinkListQuerySchema>;
export const RegistrationLinkPageSchema = z.object({ items: z.array(RegistrationLinkSchema), total: z.number(), page: z.number(), pageSize: z.number() });
export type RegistrationLinkPage = z.infer<typeof RegistrationLinkPageSchema>;

/** `GET /v1/organizations/registration-links/{token}` (public): what pre-fills the form. */
export const RegistrationLinkInfoSchema = z.object({ email: z.string(), companyName: z.string(), message: z.string(), expiresAt: z.string() });
export type RegistrationLinkInfo = z.infer<typeof RegistrationLinkInfoSchema>;

const required = (max: number) => z.string().trim().min(1, 'is required').max(max);
const optional = (max: number) => z.string().trim().max(max).transform((v) => v || null).nullable().default(null);

export const RegistrationCompanySchema = z.object({
  name: z.string().trim().min(2, 'at least 2 characters').max(200),
  country: CountryCodeSchema,
  address: required(500),
  taxId: required(50),
  website: z.union([z.literal('').transform(() => null), z.url({ protocol: /^https?$/, error: 'must be a web address, e.g. https://example.com' })]).nullable().default(null),
});
export const RegistrationAdministratorSchema = z.object({
  firstName: required(100),
  lastName: required(100),
  email: EmailSchema,
  phone: E164PhoneSchema,
  position: optional(200),
});

/** `POST /v1/organizations/registrations` (public): the application, once per link. */
export const SubmitRegistrationRequestSchema = z.object({
  token: z.string().min(1).max(256),
  company: RegistrationCompanySchema,
  administrator: RegistrationAdministratorSchema,
});
export type SubmitRegistrationRequest = z.input<typeof SubmitRegistrationRequestSchema>;
export const SubmittedRegistrationSchema = z.object({ id: z.string(), status: z.enum(REGISTRATION_STATUSES) });
export type SubmittedRegistration = z.infer<typeof SubmittedRegistrationSchema>;

export const RegistrationListQuerySchema = z.object({ status: z.enum(REGISTRATION_STATUSES).optional(), ...PageQuery });
export type RegistrationListQuery = z.input<typeof RegistrationListQuerySchema>;

export const RegistrationListItemSchema = z.object({
  id: z.string(),
  status: z.enum(REGISTRATION_STATUSES),
  companyName: z.string(),
  country: z.string(),
  administratorName: z.string(),
  administratorEmail: z.string(),
  submittedAt: z.string(),
  reviewedAt: z.string().nullable(),
});
export type RegistrationListItem = z.infer<typeof RegistrationListItemSchema>;
export const RegistrationPageSchema = z.object({ items: z.array(RegistrationListItemSchema), total: z.number(), page: z.number(), pageSize: z.number() });
export type RegistrationPage = z.infer<typeof RegistrationPageSchema>;

/** `GET /v1/organizations/registrations/{id}` (staff): the whole application. */
export const RegistrationSchema = z.object({
  id: z.string(),
  status: z.enum(REGISTRATION_STATUSES),
  company: z.object({ name: z.string(), country: z.string(), address: z.string(), taxId: z.string(), website: z.string().nullable() }),
  administrator: z.object({ firstName: z.string(), lastName: z.string(), email: z.string(), phone: z.string(), position: z.string().nullable() }),
  submittedAt: z.string(),
  link: z.object({ id: z.string(), email: z.string(), companyName: z.string(), message: z.string(), sentBy: PersonRefSchema.nullable(), createdAt: z.string(), expiresAt: z.string() }),
  reviewedBy: PersonRefSchema.nullable(),
  reviewedAt: z.string().nullable(),
  /** Why it was rejected; empty otherwise. */
  reason: z.string(),
  /** The organization made on approval. */
  organization: z.object({ id: z.string(), name: z.string() }).nullable(),
});
export type Registration = z.infer<typeof RegistrationSchema>;

/** `POST /v1/organizations/registrations/{id}/reject` (staff): the applicant is e-mailed the reason. */
export const RejectRegistrationRequestSchema = z.object({ reason: z.string().trim().min(3, 'at least 3 characters').max(1000) });
export type RejectRegistrationRequest = z.input<typeof RejectRegistrationRequestSchema>;
