import { hasPermission } from '@freightdeck/contracts';
import type { CurrentUser } from '@freightdeck/auth';
import type { PageRoutes } from '@freightdeck/ui';

type Route = PageRoutes[number];

/**
 * What the real shell would do with a route for this user (docs/product/screens.md#route-access,
 * docs/product/permissions.md#page-requirements): open it, or send the visitor to /login,
 * /dashboard or / instead.
 */
export type RouteDecision =
  | { kind: 'open' }
  | { kind: 'loading' }
  | { kind: 'login' }
  | { kind: 'forbidden' }
  | { kind: 'signed-in-guest' };

export function decideAccess(route: Route, user: CurrentUser | undefined, isLoading: boolean): RouteDecision {
  if (route.access === 'public') return { kind: 'open' };
  if (isLoading) return { kind: 'loading' };
  if (route.access === 'guest') return user ? { kind: 'signed-in-guest' } : { kind: 'open' };
  if (!user) return { kind: 'login' };
  return hasPermission(user.permissions, route.permission) ? { kind: 'open' } : { kind: 'forbidden' };
}
