import { z } from 'zod';

/** `{ code, message, details }`: every failed response (docs/product/errors.md#error-body). */
export const ErrorBodySchema = z.object({
  code: z.string(),
  message: z.string(),
  details: z.union([
    z.array(z.object({ path: z.string(), message: z.string() })),
    z.record(z.string(), z.unknown()),
    z.null(),
  ]),
});

export const EmailSchema = z.string().trim().toLowerCase().email().max(254);

/**
 * Passwords: at least 8 characters, at most 64 accepted (NIST SP 800-63B;
 * docs/product/sessions.md#passwords-and-account-links).
 */
export const PasswordSchema = z.string().min(8).max(64);

export const IdSchema = z.string().uuid();
