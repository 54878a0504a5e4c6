import { z } from 'zod';

export const CreateOrganizationSchema = z.object({
  name: z.string().trim().min(2).max(200),
  type: z.enum(['OPERATOR', 'CUSTOMER']).default('CUSTOMER'),
  isPrimary: z.boolean().default(false),
  country: z.string().length(2).toUpperCase().nullable().default(null),
  address: z.string().max(500).nullable().default(null),
  taxId: z.string().max(50).nullable().default(null),
});
export type CreateOrganizationInput = z.input<typeof CreateOrganizationSchema>;
