import { z } from 'zod';
import { PasswordSchema } from './common';
import { TwoFaChallengeSchema, TwoFaMethodSchema } from './auth';

/** `GET /v1/auth/security`: the signed-in user's security settings. */
export const SecuritySettingsSchema = z.object({
  email: z.string(),
  twoFaEnabled: z.boolean(),
  twoFaMethod: TwoFaMethodSchema,
  /** Whether an authenticator app is enrolled (confirmed). */
  totpEnrolled: z.boolean(),
  passwordChangedAt: z.string().nullable(),
});
export type SecuritySettings = z.infer<typeof SecuritySettingsSchema>;

/**
 * `PATCH /v1/auth/security`. Any subset; a body that changes nothing answers
 * `NOTHING_TO_CHANGE`. A password change needs `currentPassword` (`INVALID_PASSWORD`) and ends
 * the user's other sessions. Choosing TOTP needs an enrolled app, or a pending enrolment
 * confirmed by `totpCode`.
 */
export const SecurityPatchBodySchema = z
  .object({
    currentPassword: z.string().min(1).max(256).optional(),
    newPassword: PasswordSchema.optional(),
    twoFaEnabled: z.boolean().optional(),
    twoFaMethod: TwoFaMethodSchema.optional(),
    /** A code from the authenticator app, confirming a pending TOTP enrolment. */
    totpCode: z.string().regex(/^\d{6}$/).optional(),
  })
  .refine((body) => body.newPassword === undefined || body.currentPassword !== undefined, {
    path: ['currentPassword'],
    message: 'Enter your current password to set a new one',
  });
export type SecurityPatchBody = z.infer<typeof SecurityPatchBodySchema>;

/**
 * When two-factor is on, a PATCH without (valid) X-2FA-Token / X-2FA-Code headers changes
 * nothing and answers the challenge; the client repeats it with the headers (as login does).
 */
export const SecurityPatchResponseSchema = z.union([
  z.object({ settings: SecuritySettingsSchema, twoFa: z.null() }),
  z.object({ settings: z.null(), twoFa: TwoFaChallengeSchema }),
]);
export type SecurityPatchResponse = z.infer<typeof SecurityPatchResponseSchema>;

/**
 * `POST /v1/auth/security/totp`: starts an authenticator-app enrolment. The secret stays
 * pending until a PATCH with `twoFaMethod: 'TOTP'` and a valid `totpCode` confirms it.
 */
export const TotpEnrolmentSchema = z.object({
  secret: z.string(),
  otpauthUrl: z.string(),
  /** The otpauth URL as an SVG QR code (markup). */
  qrCodeSvg: z.string(),
});
export type TotpEnrolment = z.infer<typeof TotpEnrolmentSchema>;
