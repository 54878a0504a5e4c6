import { z } from 'zod';
import { EmailSchema, PasswordSchema } from './common';

/**
 * Self-service account flows, all without credentials (docs/product/api.md#calls,
 * docs/product/sessions.md#passwords-and-account-links). Each token is the random part of an
 * e-mailed link: `/reset-password?token=…`, `/activate?token=…`.
 */

/** `POST /v1/auth/password/forgot` → 204, the same whether or not the address has an account. */
export const ForgotPasswordBodySchema = z.object({ email: EmailSchema });
export type ForgotPasswordBody = z.infer<typeof ForgotPasswordBodySchema>;

/**
 * `POST /v1/auth/password/reset` → 204; single use, valid 1 hour
 * (`INVALID_RESET_PASSWORD_TOKEN`, `RESET_PASSWORD_TOKEN_EXPIRED`). Ends every session.
 */
export const ResetPasswordBodySchema = z.object({ token: z.string().min(1).max(256), password: PasswordSchema });
export type ResetPasswordBody = z.infer<typeof ResetPasswordBodySchema>;

/** `GET /v1/users/invitation/{id}`: `id` is the invitation token from the e-mailed link. */
export const InvitationSchema = z.object({
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  organizationName: z.string().nullable(),
  invitedBy: z.string().nullable(),
  expiresAt: z.string(),
});
export type Invitation = z.infer<typeof InvitationSchema>;

/**
 * `POST /v1/users/activate` → 204: sets the password of an invited user (valid 7 days,
 * single use; `INVALID_ACTIVATION_TOKEN`, `ACTIVATION_TOKEN_EXPIRED`). The user then signs in.
 */
export const ActivateBodySchema = z.object({
  token: z.string().min(1).max(256),
  password: PasswordSchema,
  firstName: z.string().trim().min(1).max(100).optional(),
  lastName: z.string().trim().min(1).max(100).optional(),
});
export type ActivateBody = z.infer<typeof ActivateBodySchema>;

/** Token lifetimes (docs/product/constants.md#lifetimes). */
export const RESET_PASSWORD_TTL_SECONDS = 60 * 60;
export const INVITATION_TTL_SECONDS = 7 * 24 * 60 * 60;
