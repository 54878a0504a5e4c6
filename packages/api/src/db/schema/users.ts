import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { organizations, roles, timestamps } from './organizations';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    avatarUrl: text('avatar_url'),
    /** Null until an invited user activates their account. */
    passwordHash: text('password_hash'),
    status: text('status', { enum: ['INVITED', 'ACTIVE', 'DEACTIVATED'] }).notNull().default('INVITED'),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    twoFaEnabled: boolean('two_fa_enabled').notNull().default(false),
    twoFaMethod: text('two_fa_method', { enum: ['EMAIL', 'TOTP'] }).notNull().default('EMAIL'),
    ...timestamps,
  },
  // E-mail addresses are unique whatever their case.
  (t) => [uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`)],
);

export const memberships = pgTable(
  'memberships',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id').notNull().references(() => organizations.id, { onDelete: 'cascade' }),
    roleId: uuid('role_id').notNull().references(() => roles.id, { onDelete: 'restrict' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('memberships_user_organization_role_key').on(t.userId, t.organizationId, t.roleId),
    index('memberships_organization_idx').on(t.organizationId),
  ],
);
