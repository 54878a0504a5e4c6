import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ACTION_PERMISSIONS, InviteUserRequestSchema, ManagedUserSchema, UpdateUserRequestSchema, UserListQuerySchema, UserPageSchema } from '@freightdeck/contracts';
import { z } from 'zod';
import { BearerHeadersSchema as headers, errorResponses } from '../../lib/route-schemas';
import { withPermission } from '../../plugins/access';
import { authOf } from '../../plugins/auth';
import type { UserAdminService } from './service';
import { userAccess } from './user-access';

const IdParams = z.object({ id: z.string() });
const NoContent = z.undefined().describe('Done');
const VIEW = withPermission(ACTION_PERMISSIONS.userView);
const MANAGE = withPermission(ACTION_PERMISSIONS.userManage);
const INVITE = withPermission(ACTION_PERMISSIONS.userInvite);

/**
 * Users as administrators see them (docs/product/api.md#calls,
 * docs/adr/009-organizations-and-users.md); scope and the "no one gains power" rule in
 * user-access.ts.
 */
export const userAdminRoutes: FastifyPluginAsyncZod<{ userAdminService: UserAdminService }> = async (app, { userAdminService: userAdmin }) => {
  const access = (request: Parameters<typeof authOf>[0]) => userAccess(authOf(request));
  const id = (request: { params: { id: string } }) => request.params.id;

  app.get('/users', {
    config: VIEW,
    schema: { tags: ['users'], summary: 'Users in the caller\'s scope: filtered by organization, role, status and text; one page', headers, querystring: UserListQuerySchema, response: { 200: UserPageSchema, ...errorResponses(400, 401, 403) } },
    handler: async (request) => userAdmin.list(access(request), request.query),
  });
  app.post('/users/invite', {
    config: INVITE,
    schema: { tags: ['users'], summary: 'Invite a user with roles; they get an activation e-mail (409 USER_ALREADY_EXISTS)', headers, body: InviteUserRequestSchema, response: { 201: ManagedUserSchema, ...errorResponses(400, 401, 403, 404, 409) } },
    handler: async (request, reply) => reply.status(201).send(await userAdmin.invite(access(request), request.body)),
  });
  app.get('/users/:id', {
    config: VIEW,
    schema: { tags: ['users'], summary: 'One user, with what the caller may do with them', headers, params: IdParams, response: { 200: ManagedUserSchema, ...errorResponses(401, 403, 404) } },
    handler: async (request) => userAdmin.get(access(request), id(request)),
  });
  app.patch('/users/:id', {
    config: MANAGE,
    schema: { tags: ['users'], summary: 'Rename a user or set their roles in the organizations the caller manages', headers, params: IdParams, body: UpdateUserRequestSchema, response: { 200: ManagedUserSchema, ...errorResponses(400, 401, 403, 404, 409) } },
    handler: async (request) => userAdmin.update(access(request), id(request), request.body),
  });
  app.post('/users/:id/deactivate', {
    config: MANAGE,
    schema: { tags: ['users'], summary: 'Deactivate a user: sessions end, an open invitation stops working', headers, params: IdParams, response: { 200: ManagedUserSchema, ...errorResponses(401, 403, 404, 409) } },
    handler: async (request) => userAdmin.deactivate(access(request), id(request)),
  });
  app.post('/users/:id/reactivate', {
    config: MANAGE,
    schema: { tags: ['users'], summary: 'Reactivate a deactivated user', headers, params: IdParams, response: { 200: ManagedUserSchema, ...errorResponses(401, 403, 404, 409) } },
    handler: async (request) => userAdmin.reactivate(access(request), id(request)),
  });
  app.post('/users/:id/invitation', {
    config: INVITE,
    schema: { tags: ['users'], summary: 'Send an invited user a new activation link (the old one stops working)', headers, params: IdParams, response: { 200: ManagedUserSchema, ...errorResponses(401, 403, 404, 409) } },
    handler: async (request) => userAdmin.resendInvitation(access(request), id(request)),
  });
  app.delete('/users/:id', {
    config: MANAGE,
    schema: { tags: ['users'], summary: 'Delete a user (soft: their bookings and history keep naming them)', headers, params: IdParams, response: { 204: NoContent, ...errorResponses(401, 403, 404, 409) } },
    handler: async (request, reply) => {
      await userAdmin.remove(access(request), id(request));
      return reply.status(204).send();
    },
  });
};
