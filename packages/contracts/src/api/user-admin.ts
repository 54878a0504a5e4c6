import { z } from 'zod';
import { PERMISSIONS } from '../permissions';
import { EmailSchema } from './common';

/**
 * Users and roles as administrators see them (docs/adr/009-organizations-and-users.md)
 * (`/v1/users`, `/v1/users/roles`).
 */

export const USER_STATUSES = ['INVITED', 'ACTIVE', 'DEACTIVATED'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/** What the caller may do with a user, decided by the server (permissions × scope × the user's state). */
export const USER_ACTIONS = ['edit', 'deactivate', 'reactivate', 'delete', 'resendInvitation', 'impersonate'] as const;
export type UserAction = (typeof USER_ACTIONS)[number];

const MembershipInputSchema = z.object({ organizationId: z.string().uuid(), roleId: z.string().uuid() });

export const UserListQuerySchema = z.object({
  organizationId: z.string().uuid().optional(),
  roleId: z.string().uuid().optional(),
  status: z.enum(USER_STATUSES).optional(),
  /** Name or e-mail, any case. */
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export type UserListQuery = z.input<typeof UserListQuerySchema>;

export const UserMembershipSchema = z.object({
  organization: z.object({ id: z.string(), name: z.string(), isPrimary: z.boolean() }),
  role: z.object({ id: z.string(), name: z.string() }),
});

export const ManagedUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  status: z.enum(USER_STATUSES),
  twoFaEnabled: z.boolean(),
  memberships: z.array(UserMembershipSchema),
  createdAt: z.string(),
  allowedActions: z.array(z.enum(USER_ACTIONS)),
});
export type ManagedUser = z.infer<typeof ManagedUserSchema>;

export const UserPageSchema = z.object({ items: z.array(ManagedUserSchema), total: z.number(), page: z.number(), pageSize: z.number() });
export type UserPage = z.infer<typeof UserPageSchema>;

/** `POST /v1/users/invite`: the new user's roles, each in the organization it belongs to. */
export const InviteUserRequestSchema = z.object({
  email: EmailSchema,
  firstName: z.string().trim().min(1, 'is required').max(100),
  lastName: z.string().trim().min(1, 'is required').max(100),
  memberships: z.array(MembershipInputSchema).min(1, 'give the user a role').max(20),
});
export type InviteUserRequest = z.input<typeof InviteUserRequestSchema>;

/**
 * `PATCH /v1/users/{id}`: the name, and the roles the user has in the organizations the
 * caller manages (memberships elsewhere stay as they are).
 */
export const UpdateUserRequestSchema = z.object({
  firstName: z.string().trim().min(1, 'is required').max(100).optional(),
  lastName: z.string().trim().min(1, 'is required').max(100).optional(),
  memberships: z.array(MembershipInputSchema).max(20).optional(),
});
export type UpdateUserRequest = z.input<typeof UpdateUserRequestSchema>;

export const RoleSchema = z.object({
  id: z.string(),
  organization: z.object({ id: z.string(), name: z.string(), isPrimary: z.boolean() }),
  name: z.string(),
  description: z.string(),
  permissions: z.array(z.string()),
  userCount: z.number(),
  /** The caller holds every permission of the role, so may give it to a user. */
  assignable: z.boolean(),
  /** The caller may rename it, change its permissions and (when unused) delete it. */
  editable: z.boolean(),
});
export type Role = z.infer<typeof RoleSchema>;

export const RoleListQuerySchema = z.object({ organizationId: z.string().uuid().optional() });
export const RoleListSchema = z.object({ items: z.array(RoleSchema) });
export type RoleList = z.infer<typeof RoleListSchema>;

const PermissionListSchema = z.array(z.enum(PERMISSIONS)).min(1, 'give the role at least one permission').max(PERMISSIONS.length);

export const CreateRoleRequestSchema = z.object({
  organizationId: z.string().uuid(),
  name: z.string().trim().min(2, 'at least 2 characters').max(100),
  description: z.string().trim().max(500).default(''),
  permissions: PermissionListSchema,
});
export type CreateRoleRequest = z.input<typeof CreateRoleRequestSchema>;

export const UpdateRoleRequestSchema = z.object({
  name: z.string().trim().min(2, 'at least 2 characters').max(100).optional(),
  description: z.string().trim().max(500).optional(),
  permissions: PermissionListSchema.optional(),
});
export type UpdateRoleRequest = z.input<typeof UpdateRoleRequestSchema>;
