import { ACTION_PERMISSIONS } from '@freightdeck/contracts';
import { z } from 'zod';
import { withPermission } from '../../plugins/access';
import { authOf } from '../../plugins/auth';
import { BearerHeadersSchema } from '../../lib/route-schemas';
import type { OrganizationActor } from './access';

/** Route access: the route checks the permission; the service checks the organization's scope (404 outside, 403 view only). */
export const VIEW = withPermission(ACTION_PERMISSIONS.organizationView);
export const MANAGE = withPermission(ACTION_PERMISSIONS.organizationManage);
/** Staff: `organization:manage` over every organization (suspend, reactivate). */
export const STAFF = withPermission(ACTION_PERMISSIONS.organizationManageAll);
export const NETWORK_VIEW = withPermission(ACTION_PERMISSIONS.organizationNetworkView);
export const NETWORK_MANAGE = withPermission(ACTION_PERMISSIONS.organizationNetworkManage);

export const headers = BearerHeadersSchema;
export const IdParamsSchema = z.object({ id: z.uuid().describe('Organization id') });
export const NoContent = z.undefined().describe('Done');

export const actorOf = (request: Parameters<typeof authOf>[0]): OrganizationActor => {
  const { userId, organizations, permissions, impersonatedById } = authOf(request);
  return { userId, organizations, permissions, impersonatedById };
};
