import { z } from 'zod';
import { EmailSchema, PasswordSchema, TwoFaMethodSchema } from '@freightdeck/contracts';

export const CreateUserSchema = z.object({
  email: EmailSchema,
  firstName: z.string().trim().min(1).max(100),
  lastName: z.string().trim().min(1).max(100),
  avatarUrl: z.string().url().nullable().default(null),
  /**
   * Without a password the user is INVITED until they activate
   * (docs/product/sessions.md#passwords-and-account-links).
   */
  password: PasswordSchema.optional(),
  twoFaEnabled: z.boolean().default(false),
  twoFaMethod: TwoFaMethodSchema.default('EMAIL'),
  memberships: z.array(z.object({ organizationId: z.string().uuid(), roleId: z.string().uuid() })).min(1),
});
export type CreateUserInput = z.input<typeof CreateUserSchema>;
export type CreateUserValues = z.output<typeof CreateUserSchema>;
