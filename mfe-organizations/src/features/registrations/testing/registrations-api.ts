import { findCanned } from '@freightdeck/dev-shell';
import { stubApi, type ApiCall } from '../../../testing/fake-api';

/** A route's answer: a body (200), a `Response`, or a function of the call; a missing route is 404 NOT_FOUND. */
export type RouteAnswer = unknown;

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
export const refusal = (status: number, code: string, details: unknown = null) => json(status, { code, message: code, details });
export const created = (body: unknown) => json(201, body);

/** The fetch stub answering from routes keyed `METHOD /v1/path` (`:param` segments allowed); every call is recorded. */
export function stubRoutes(routes: Record<string, RouteAnswer>) {
  const calls = stubApi(async (call) => {
    const { found, value } = findCanned(routes as Record<string, never>, call.method, call.path);
    return found ? (typeof value === 'function' ? await (value as (c: ApiCall) => unknown)(call) : value) : undefined;
  });
  return { calls, find: (key: string) => calls.filter((c) => `${c.method} ${c.path}` === key) };
}
