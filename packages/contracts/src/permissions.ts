/**
 * The permission rule (docs/product/permissions.md#matching-rule, docs/adr/003-permission-rule.md),
 * implemented once for the server and the browser.
 *
 * A permission string is `resource`, `resource:action` or `resource:scope:action`.
 * A held permission covers a required one when it is the same string, the bare resource,
 * or the same resource and action without a scope. "A broader grant covers narrower ones":
 * we also read `organization` scope as covering `own` scope (a user's own records belong to
 * their organization) and `manage` as covering `view` (who may change a record may see it).
 */
export const PERMISSIONS = [
  'booking', 'booking:manage', 'booking:view', 'booking:own:manage', 'booking:own:view',
  'booking:organization:manage', 'booking:organization:view',
  'organization', 'organization:manage', 'organization:review', 'organization:view',
  'organization:own:manage', 'organization:own:view',
  'organization-network', 'organization-network:manage', 'organization-network:view',
  'quotation', 'quotation:manage', 'quotation:view',
  'user', 'user:manage', 'user:impersonate', 'user:invite', 'user:view',
  'user:organization:manage', 'user:organization:view',
  'user-role', 'user-role:manage', 'user-role:view',
] as const;

export type Permission = (typeof PERMISSIONS)[number];

/** A single permission, or a list in which any (`or`) or every (`and`) entry must hold. */
export type PermissionRequirement =
  | string
  | { or: PermissionRequirement[] }
  | { and: PermissionRequirement[] };

interface Parsed {
  resource: string;
  scope: string | null;
  action: string | null;
}

const SCOPE_RANK: Record<string, number> = { own: 1, organization: 2 };
const ACTION_COVERS: Record<string, string[]> = { manage: ['manage', 'view'] };

/**
 * Permissions parsed so far: the server checks the caller's permissions on every call (each of
 * their role's strings against the route's requirement and the booking scopes), and the strings
 * are the few a role catalogue holds. Bounded all the same: roles are data.
 */
const parsed = new Map<string, Readonly<Parsed>>();
const PARSED_LIMIT = 2000;

export function parsePermission(permission: string): Readonly<Parsed> {
  let result = parsed.get(permission);
  if (!result) {
    const [resource = '', second, third] = permission.split(':');
    result = Object.freeze(third !== undefined ? { resource, scope: second ?? null, action: third } : { resource, scope: null, action: second ?? null });
    if (parsed.size >= PARSED_LIMIT) parsed.clear();
    parsed.set(permission, result);
  }
  return result;
}

function actionCovers(held: string, required: string): boolean {
  return (ACTION_COVERS[held] ?? [held]).includes(required);
}

function scopeCovers(held: string | null, required: string | null): boolean {
  if (held === null) return true; // unscoped grants cover every scope
  if (required === null) return false; // a scoped grant never covers the unscoped permission
  const heldRank = SCOPE_RANK[held];
  const requiredRank = SCOPE_RANK[required];
  if (heldRank === undefined || requiredRank === undefined) return held === required;
  return heldRank >= requiredRank;
}

/** Whether one held permission covers one required permission. */
export function permissionCovers(held: string, required: string): boolean {
  if (held === required) return true;
  const h = parsePermission(held);
  const r = parsePermission(required);
  if (h.resource !== r.resource) return false;
  if (h.action === null) return h.scope === null; // the bare resource covers everything in it
  if (r.action === null) return false; // only the bare resource covers the bare resource
  return actionCovers(h.action, r.action) && scopeCovers(h.scope, r.scope);
}

/**
 * A check accepts a single string or an or/and list (docs/product/permissions.md#matching-rule).
 */
export function hasPermission(held: readonly string[], required: PermissionRequirement | undefined): boolean {
  if (required === undefined) return true;
  if (typeof required === 'string') return held.some((h) => permissionCovers(h, required));
  if ('or' in required) return required.or.some((r) => hasPermission(held, r));
  return required.and.every((r) => hasPermission(held, r));
}

/** The widest scope a user holds for an action on a resource: what the server filters by. */
export type Scope = 'all' | 'organization' | 'own' | 'none';

export function scopeFor(held: readonly string[], resource: string, action: 'view' | 'manage'): Scope {
  if (hasPermission(held, `${resource}:${action}`)) return 'all';
  if (hasPermission(held, `${resource}:organization:${action}`)) return 'organization';
  if (hasPermission(held, `${resource}:own:${action}`)) return 'own';
  return 'none';
}
