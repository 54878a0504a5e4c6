import type { FastifyInstance, preHandlerHookHandler, RouteOptions } from 'fastify';
import type { RouteAccess, RouteAccessEntry } from './access';
import { BEARER_SECURITY, requirePermission } from './auth';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every /v1 route with its access rule, in registration order (a test prints and checks it). */
    routeAccess: RouteAccessEntry[];
  }
}

function isRouteAccess(value: unknown): value is RouteAccess {
  if (value === 'public' || value === 'signed-in') return true;
  return typeof value === 'object' && value !== null && 'permission' in value && (value as { permission: unknown }).permission !== undefined;
}

/** The checks this contract added, so a route registered again (Fastify's HEAD twin of a GET) gets them once. */
const addedChecks = new WeakSet<object>();

const asList = (handlers: RouteOptions['preHandler']): preHandlerHookHandler[] =>
  handlers === undefined ? [] : Array.isArray(handlers) ? [...handlers] : [handlers as preHandlerHookHandler];

/**
 * DESIGN.md §3: every route under /v1 declares a request and a response schema, and (spec §6,
 * DESIGN.md §5) who may call it in `config.access`. Checked as each route is registered, so a
 * route without them stops the app from starting; the access rule becomes the route's first
 * preHandlers (bearer authentication, then the permission check).
 */
export function assertRouteContract(this: FastifyInstance, route: RouteOptions): void {
  if (!route.url.startsWith('/v1/')) return;
  const schema = route.schema as (RouteOptions['schema'] & { hide?: boolean; security?: unknown }) | undefined;
  if (schema?.hide) return; // the OpenAPI document and the docs page themselves
  const name = `${String(route.method)} ${route.url}`;
  if (!schema?.response) throw new Error(`${name} declares no response schema`);
  if (!schema.body && !schema.querystring && !schema.params && !schema.headers) throw new Error(`${name} declares no request schema`);

  const declared = (route.config as { access?: unknown } | undefined)?.access;
  if (declared !== undefined && !isRouteAccess(declared)) throw new Error(`${name} declares an unknown access rule: use 'public', 'signed-in' or { permission } (plugins/access.ts)`);
  // Undeclared routes are listed as such; test/plugins/route-access.test.ts fails on any (a
  // start-up error would stop work on routes still being written).
  const access: RouteAccess | 'undeclared' = declared ?? 'undeclared';
  if (access !== 'public' && access !== 'undeclared') {
    if (typeof this.authenticate !== 'function') throw new Error(`${name} needs authentication, but the auth plugin is not registered`);
    const own = asList(route.preHandler).filter((handler) => handler !== this.authenticate && !addedChecks.has(handler));
    const checks: preHandlerHookHandler[] = [this.authenticate as preHandlerHookHandler];
    if (typeof access === 'object') {
      const check = requirePermission(access.permission) as preHandlerHookHandler;
      addedChecks.add(check);
      checks.push(check);
    }
    route.preHandler = [...checks, ...own];
    schema.security ??= BEARER_SECURITY;
  }
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  for (const method of methods) if (method !== 'HEAD') this.routeAccess?.push({ method: String(method), url: route.url, access });
}
