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
    /** The confirmed authenticator-app secret (RFC 6238), encrypted at rest; null when not enrolled. */
    totpSecret: text('totp_secret'),
    /** A secret shown as a QR code but not yet confirmed with a code. */
    totpPendingSecret: text('totp_pending_secret'),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    ...timestamps,
  },
  // E-mail addresses are unique whatever their case among users not deleted: a deleted user's
  // history keeps their address, and the address may be invited again.
  (t) => [uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`).where(sql`${t.deletedAt} is null`)],
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

/**
 * Single-use links e-mailed to a user: password resets (1 hour) and invitations (7 days).
 * Only the SHA-256 of the token is stored.
 */
export const userTokens = pgTable(
  'user_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['RESET_PASSWORD', 'ACTIVATION'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    /** Who asked for it: the inviting user; null for a self-service reset. */
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('user_tokens_token_hash_key').on(t.tokenHash), index('user_tokens_user_purpose_idx').on(t.userId, t.purpose)],
);
