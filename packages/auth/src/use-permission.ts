import { hasPermission, type PermissionRequirement } from '@freightdeck/contracts';
import { useCurrentUser } from './current-user';

/**
 * Whether the current user meets a requirement (docs/product/permissions.md#matching-rule). No
 * requirement: true. While the user is still loading (or signed out) any requirement is false, so
 * nothing is shown early.
 */
export function usePermission(requirement?: PermissionRequirement): boolean {
  const { user } = useCurrentUser();
  if (requirement === undefined) return true;
  return user ? hasPermission(user.permissions, requirement) : false;
}
