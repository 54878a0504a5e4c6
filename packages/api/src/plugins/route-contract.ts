import type { FastifyInstance, onRequestHookHandler, RouteOptions } from 'fastify';
import { ErrorBodySchema } from '@freightdeck/contracts';
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

const asList = (hooks: RouteOptions['onRequest']): onRequestHookHandler[] =>
  hooks === undefined ? [] : Array.isArray(hooks) ? [...hooks] : [hooks as onRequestHookHandler];

/**
 * Every route under /v1 declares a request and a response schema (docs/product/api.md#conventions),
 * and who may call it in `config.access` (docs/product/permissions.md#enforcement-in-the-api).
 * Checked as each route is registered, so a route without them stops the app from starting; the
 * access rule becomes the route's first onRequest hooks (bearer authentication, then the permission
 * check).
 */
export function assertRouteContract(this: FastifyInstance, route: RouteOptions): void {
  if (!route.url.startsWith('/v1/')) return;
  const schema = route.schema as (RouteOptions['schema'] & { hide?: boolean; security?: unknown }) | undefined;
  if (schema?.hide) return; // the OpenAPI document and the docs page themselves
  const name = `${String(route.method)} ${route.url}`;
  if (!schema?.response) throw new Error(`${name} declares no response schema`);
  if (!schema.body && !schema.querystring && !schema.params && !schema.headers) throw new Error(`${name} declares no request schema`);

  const access = (route.config as { access?: unknown } | undefined)?.access;
  if (!isRouteAccess(access)) throw new Error(`${name} declares no access rule: set config.access to 'public', 'signed-in' or { permission } (plugins/access.ts)`);
  if (access !== 'public') {
    if (typeof this.authenticate !== 'function') throw new Error(`${name} needs authentication, but the auth plugin is not registered`);
    const authenticate = this.authenticate as unknown as onRequestHookHandler;
    const own = asList(route.onRequest).filter((hook) => hook !== authenticate && !addedChecks.has(hook));
    const checks: onRequestHookHandler[] = [authenticate];
    if (typeof access === 'object') {
      const check = requirePermission(access.permission) as unknown as onRequestHookHandler;
      addedChecks.add(check);
      checks.push(check);
    }
    // onRequest, before the body is read or validated: a caller without the right learns nothing of the route.
    route.onRequest = [...checks, ...own];
    schema.security ??= BEARER_SECURITY;
  }
  declareEdgeErrors(route, schema.response as Record<string, unknown>, access);
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  for (const method of methods) if (method !== 'HEAD') this.routeAccess?.push({ method: String(method), url: route.url, access });
}

const WITHOUT_BODY = new Set(['GET', 'HEAD']);

/**
 * The failures every route can answer before its handler runs, declared in its response schema
 * (and so in the OpenAPI document) by construction: 400 from the edge checks (plugins/input-text.ts,
 * schema validation, a malformed URL); 401 and 403 from its access rule; 413 and 415 from body
 * parsing on routes that take a body. The fuzz suite fails on any status a route does not declare.
 */
function declareEdgeErrors(route: RouteOptions, response: Record<string, unknown>, access: RouteAccess): void {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  const statuses = [400, 500];
  if (access !== 'public') statuses.push(401);
  if (typeof access === 'object') statuses.push(403);
  if (methods.some((m) => !WITHOUT_BODY.has(String(m)))) statuses.push(413, 415);
  for (const status of statuses) response[String(status)] ??= ErrorBodySchema;
}
