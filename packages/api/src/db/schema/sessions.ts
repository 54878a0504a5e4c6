import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * One signed-in device (docs/product/sessions.md#tokens). Tokens are stored only as SHA-256 hashes.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    refreshTokenHash: text('refresh_token_hash').notNull(),
    /** The token rotated away last, accepted for a short grace (two tabs refreshing at once). */
    previousTokenHash: text('previous_token_hash'),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    publicKey: text('public_key').notNull(),
    impersonatedById: uuid('impersonated_by_id').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokeReason: text('revoke_reason'),
  },
  (t) => [
    uniqueIndex('sessions_refresh_token_hash_key').on(t.refreshTokenHash),
    index('sessions_previous_token_hash_idx').on(t.previousTokenHash),
    index('sessions_user_idx').on(t.userId),
  ],
);

/**
 * Every refresh token a session has rotated away (its family), by hash: presenting any of them
 * again, past the two-tab grace, is reuse and revokes the session (docs/adr/017-hardening.md#refresh-token-families).
 * Removed with the session.
 */
export const spentRefreshTokens = pgTable('spent_refresh_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  sessionId: uuid('session_id').notNull().references(() => sessions.id, { onDelete: 'cascade' }),
  spentAt: timestamp('spent_at', { withTimezone: true }).notNull(),
}, (t) => [index('spent_refresh_tokens_session_idx').on(t.sessionId)]);

/** A pending two-factor check, bound to the login attempt that started it. */
export const twoFaChallenges = pgTable(
  'two_fa_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    /** Null for an authenticator-app (TOTP) challenge: the code comes from the app. */
    codeHash: text('code_hash'),
    method: text('method', { enum: ['EMAIL', 'TOTP'] }).notNull().default('EMAIL'),
    attempts: integer('attempts').notNull().default(0),
    /** What the challenge unlocks: a sign-in, or a change of security settings. */
    purpose: text('purpose', { enum: ['LOGIN', 'SECURITY'] }).notNull().default('LOGIN'),
    /** SHA-256 of the login attempt (e-mail + password hash) the code was sent for. */
    loginBinding: text('login_binding'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('two_fa_challenges_token_hash_key').on(t.tokenHash), index('two_fa_challenges_user_idx').on(t.userId)],
);
