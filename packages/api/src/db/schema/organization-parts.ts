import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { organizations } from './organizations';
import { users } from './users';

/**
 * People to call at an organization (not users of the portal): one e-mail once per
 * organization, whatever its case (409 CONTACT_EMAIL_ALREADY_USED).
 */
export const organizationContacts = pgTable(
  'organization_contacts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id').notNull().references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    /** E.164, e.g. +4161 6881111. */
    phone: text('phone'),
    /** What they do for the organization: Logistics manager, Accounts payable… */
    position: text('position').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('organization_contacts_email_key').on(t.organizationId, sql`lower(${t.email})`)],
);

/**
 * The network: a partner link between two organizations, stored once for the pair. `relation`
 * says what the partner is to the organization (a forwarder's SHIPPER, a shipper's FORWARDER…);
 * the partner's page shows the link from its side with the inverse relation.
 */
export const organizationLinks = pgTable(
  'organization_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id').notNull().references(() => organizations.id, { onDelete: 'cascade' }),
    partnerId: uuid('partner_id').notNull().references(() => organizations.id, { onDelete: 'cascade' }),
    relation: text('relation', { enum: ['SHIPPER', 'FORWARDER', 'CONSIGNEE', 'AGENT', 'PARTNER'] }).notNull(),
    note: text('note').notNull().default(''),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One link per pair, whichever side made it.
    uniqueIndex('organization_links_pair_key').on(sql`least(${t.organizationId}, ${t.partnerId})`, sql`greatest(${t.organizationId}, ${t.partnerId})`),
    index('organization_links_organization_idx').on(t.organizationId),
    index('organization_links_partner_idx').on(t.partnerId),
    check('organization_links_not_self', sql`${t.organizationId} <> ${t.partnerId}`),
  ],
);
