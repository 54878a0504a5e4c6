import { z } from 'zod';

export const OrganizationRefSchema = z.object({ id: z.string(), name: z.string(), isPrimary: z.boolean() });
export type OrganizationRef = z.infer<typeof OrganizationRefSchema>;

/** `GET /v1/users/self`. */
export const SelfSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  avatarUrl: z.string().nullable(),
  permissions: z.array(z.string()),
  organizations: z.array(OrganizationRefSchema),
  roles: z.array(z.object({ id: z.string(), name: z.string() })),
  twoFaEnabled: z.boolean(),
  twoFaMethod: z.enum(['EMAIL', 'TOTP']),
});
export type Self = z.infer<typeof SelfSchema>;
