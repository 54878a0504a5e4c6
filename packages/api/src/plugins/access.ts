import type { PermissionRequirement } from '@freightdeck/contracts';

/**
 * Who may call a /v1 route. Every route declares it in `config.access` and the route contract
 * (plugins/route-contract.ts) turns it into the route's first hooks, so no route can forget its check:
 * - `public`: no credentials (sign-in flows, references, shareable pages);
 * - `signed-in`: any signed-in user (their own data: self, security settings, unimpersonate);
 * - `{ permission }`: signed in and meeting the requirement (docs/product/permissions.md#matching-rule),
 *   else 403 FORBIDDEN.
 */
export type RouteAccess = 'public' | 'signed-in' | { permission: PermissionRequirement };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
}

export const PUBLIC = { access: 'public' } as const satisfies { access: RouteAccess };
export const SIGNED_IN = { access: 'signed-in' } as const satisfies { access: RouteAccess };
export const withPermission = (permission: PermissionRequirement) => ({ access: { permission } }) satisfies { access: RouteAccess };

export interface RouteAccessEntry {
  method: string;
  url: string;
  access: RouteAccess;
}

export function describeAccess(access: RouteAccess): string {
  return typeof access === 'string' ? access : `permission ${JSON.stringify(access.permission)}`;
}
