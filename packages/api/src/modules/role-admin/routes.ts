import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ACTION_PERMISSIONS, CreateRoleRequestSchema, RoleListQuerySchema, RoleListSchema, RoleSchema, UpdateRoleRequestSchema } from '@freightdeck/contracts';
import { z } from 'zod';
import { BearerHeadersSchema as headers, errorResponses } from '../../lib/route-schemas';
import { withPermission } from '../../plugins/access';
import { authOf } from '../../plugins/auth';
import type { RoleAdminService } from './service';

const IdParams = z.object({ id: z.string() });
const NoContent = z.undefined().describe('Done');
/** Who sees roles: role administrators, and those who invite or manage users (to pick a role). */
const SEE_ROLES = withPermission(ACTION_PERMISSIONS.roleList);
const MANAGE_ROLES = withPermission(ACTION_PERMISSIONS.userRoleManage);

/**
 * Roles are data (docs/adr/009-organizations-and-users.md): `/v1/users/roles` lists them
 * (docs/product/api.md#calls); role administrators create, rename, re-permission and delete.
 */
export const roleRoutes: FastifyPluginAsyncZod<{ roleAdminService: RoleAdminService }> = async (app, { roleAdminService: roleAdmin }) => {
  const access = (request: Parameters<typeof authOf>[0]) => roleAdmin.access(authOf(request));

  app.get('/users/roles', {
    config: SEE_ROLES,
    schema: { tags: ['roles'], summary: 'Roles the caller may see, with their permissions and how many users hold them', headers, querystring: RoleListQuerySchema, response: { 200: RoleListSchema, ...errorResponses(400, 401, 403) } },
    handler: async (request) => roleAdmin.list(await access(request), request.query),
  });
  app.get('/users/roles/:id', {
    config: SEE_ROLES,
    schema: { tags: ['roles'], summary: 'One role', headers, params: IdParams, response: { 200: RoleSchema, ...errorResponses(401, 403, 404) } },
    handler: async (request) => roleAdmin.get(await access(request), request.params.id),
  });
  app.post('/users/roles', {
    config: MANAGE_ROLES,
    schema: { tags: ['roles'], summary: 'Create a role in an organization (only permissions the caller holds)', headers, body: CreateRoleRequestSchema, response: { 201: RoleSchema, ...errorResponses(400, 401, 403, 404, 409) } },
    handler: async (request, reply) => reply.status(201).send(await roleAdmin.create(await access(request), request.body)),
  });
  app.patch('/users/roles/:id', {
    config: MANAGE_ROLES,
    schema: { tags: ['roles'], summary: 'Rename a role or change its permissions', headers, params: IdParams, body: UpdateRoleRequestSchema, response: { 200: RoleSchema, ...errorResponses(400, 401, 403, 404, 409) } },
    handler: async (request) => roleAdmin.update(await access(request), request.params.id, request.body),
  });
  app.delete('/users/roles/:id', {
    config: MANAGE_ROLES,
    schema: { tags: ['roles'], summary: 'Delete a role nobody holds (409 ROLE_IN_USE otherwise)', headers, params: IdParams, response: { 204: NoContent, ...errorResponses(401, 403, 404, 409) } },
    handler: async (request, reply) => {
      await roleAdmin.remove(await access(request), request.params.id);
      return reply.status(204).send();
    },
  });
};
