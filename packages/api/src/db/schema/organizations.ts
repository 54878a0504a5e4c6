import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const organizations = pgTable(
  'organizations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** CUSTOMER for shippers and forwarders; OPERATOR for the platform itself. */
    type: text('type', { enum: ['OPERATOR', 'CUSTOMER'] }).notNull().default('CUSTOMER'),
    isPrimary: boolean('is_primary').notNull().default(false),
    country: text('country'),
    address: text('address'),
    taxId: text('tax_id'),
    status: text('status', { enum: ['ACTIVE', 'SUSPENDED'] }).notNull().default('ACTIVE'),
    /** Why and when it was suspended (kept after reactivation until the next suspension). */
    suspendedReason: text('suspended_reason').notNull().default(''),
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    /** Who made it (staff, a customer administrator, or the approval of a registration); null for the seed. */
    createdById: uuid('created_by_id'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('organizations_name_lower_key').on(sql`lower(${t.name})`),
    // At most one primary (operator) organization.
    uniqueIndex('organizations_one_primary_key').on(t.isPrimary).where(sql`${t.isPrimary}`),
  ],
);

/**
 * Roles are data (docs/product/users-and-roles.md#roles). A role belongs to one organization;
 * customer roles are created per customer organization so a customer administrator may later edit
 * their own.
 */
export const roles = pgTable(
  'roles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id').notNull().references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    permissions: text('permissions').array().notNull().default(sql`'{}'::text[]`),
    description: text('description').notNull().default(''),
    ...timestamps,
  },
  (t) => [uniqueIndex('roles_organization_name_key').on(t.organizationId, t.name), index('roles_organization_idx').on(t.organizationId)],
);

export { timestamps };
