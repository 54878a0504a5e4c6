import { z } from 'zod';
import { IdSchema } from './common';

/**
 * `POST /v1/auth/impersonate {userId}` → TokenPair of a new session for that user, carrying
 * `impersonatedById` (docs/product/sessions.md#impersonation). Needs `user:impersonate`.
 */
export const ImpersonateBodySchema = z.object({ userId: IdSchema });
export type ImpersonateBody = z.infer<typeof ImpersonateBodySchema>;

/** `POST /v1/auth/unimpersonate {refreshToken}` → the staff user's own fresh TokenPair. */
export const UnimpersonateBodySchema = z.object({ refreshToken: z.string().min(1).max(512) });
export type UnimpersonateBody = z.infer<typeof UnimpersonateBodySchema>;
