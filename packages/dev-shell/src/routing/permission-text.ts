import type { PermissionRequirement } from '@freightdeck/contracts';

/** A requirement as a person reads it: `booking:own:view or booking:view`. */
export function permissionText(requirement: PermissionRequirement): string {
  if (typeof requirement === 'string') return requirement;
  const [parts, joiner] = 'or' in requirement ? [requirement.or, ' or '] : [requirement.and, ' and '];
  return parts.map((p) => (typeof p === 'string' ? p : `(${permissionText(p)})`)).join(joiner);
}
