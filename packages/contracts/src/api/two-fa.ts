import { z } from 'zod';
import { IdSchema } from './common';
import { TwoFaChallengeSchema } from './auth';

/** `POST /v1/auth/two-fa/send` (no auth): a new token and code; server-side cooldown 60 s. */
export const TwoFaSendBodySchema = z.object({
  userId: IdSchema,
  /** The token being replaced; when given it must be the user's. */
  token: z.string().min(1).max(256).optional(),
});
export type TwoFaSendBody = z.infer<typeof TwoFaSendBodySchema>;

export const TwoFaSendResponseSchema = TwoFaChallengeSchema;
export type TwoFaSendResponse = z.infer<typeof TwoFaSendResponseSchema>;

/** Seconds between two codes for one user (docs/product/sessions.md#two-factor). */
export const TWO_FA_RESEND_COOLDOWN_SECONDS = 60;
export const TWO_FA_CODE_LENGTH = 6;
