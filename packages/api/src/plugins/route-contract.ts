import type { RouteOptions } from 'fastify';

/**
 * DESIGN.md §3: every route under /v1 declares a request and a response schema. Checked as
 * each route is registered, so a route without them stops the app from starting.
 */
export function assertRouteContract(route: RouteOptions): void {
  if (!route.url.startsWith('/v1/')) return;
  const schema = route.schema as (RouteOptions['schema'] & { hide?: boolean }) | undefined;
  if (schema?.hide) return; // the OpenAPI document and the docs page themselves
  const name = `${String(route.method)} ${route.url}`;
  if (!schema?.response) throw new Error(`${name} declares no response schema`);
  if (!schema.body && !schema.querystring && !schema.params && !schema.headers) throw new Error(`${name} declares no request schema`);
}
