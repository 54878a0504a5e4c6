import { z } from 'zod';

/** `{ code, message, details }`: every failed response (spec §8, DESIGN.md §7). */
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

/** Passwords: at least 8 characters, at most 64 accepted (issue 3, NIST SP 800-63B). */
export const PasswordSchema = z.string().min(8).max(64);

export const IdSchema = z.string().uuid();
