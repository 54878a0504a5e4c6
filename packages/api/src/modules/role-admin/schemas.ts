import { z } from 'zod';
import { PERMISSIONS } from '@freightdeck/contracts';

export const CreateRoleSchema = z.object({
  organizationId: z.string().uuid(),
  name: z.string().trim().min(2).max(100),
  permissions: z.array(z.enum(PERMISSIONS)).min(1),
  description: z.string().max(500).default(''),
});
export type CreateRoleInput = z.input<typeof CreateRoleSchema>;
