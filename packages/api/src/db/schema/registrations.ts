import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { organizations } from './organizations';
import { users } from './users';

/**
 * A registration link staff send to a prospective customer (14 days, one application). Only
 * the SHA-256 of the token is stored; the token travels in the e-mailed link alone.
 */
export const registrationLinks = pgTable(
  'registration_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull(),
    email: text('email').notNull(),
    /** Pre-filled on the application form; the applicant may correct it. */
    companyName: text('company_name').notNull().default(''),
    message: text('message').notNull().default(''),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when the application is submitted: a link is good for one application. */
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('registration_links_token_hash_key').on(t.tokenHash)],
);

/**
 * An application made through a link: the company and its first administrator. Staff with
 * `organization:review` approve it (the organization is created and the administrator
 * invited) or reject it with a reason (the applicant is e-mailed).
 */
export const registrations = pgTable(
  'registrations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    linkId: uuid('link_id').notNull().references(() => registrationLinks.id, { onDelete: 'restrict' }),
    status: text('status', { enum: ['PENDING', 'APPROVED', 'REJECTED'] }).notNull().default('PENDING'),
    /** { name, country, address, taxId, website } */
    company: jsonb('company').notNull(),
    /** { firstName, lastName, email, phone, position } */
    administrator: jsonb('administrator').notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedById: uuid('reviewed_by_id').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reason: text('reason').notNull().default(''),
    /** The organization made on approval. */
    organizationId: uuid('organization_id').references(() => organizations.id, { onDelete: 'set null' }),
  },
  (t) => [index('registrations_status_submitted_idx').on(t.status, t.submittedAt), uniqueIndex('registrations_link_key').on(t.linkId)],
);
