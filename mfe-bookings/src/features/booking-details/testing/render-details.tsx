import { findCanned, type RoleId } from '@freightdeck/dev-shell';
import { renderBookings, stubApi as stubFetch, type ApiCall } from '../../../testing/fake-api';

export type { ApiCall } from '../../../testing/fake-api';

/** A route's answer: a body (200), a `Response`, or undefined (404 NOT_FOUND). */
export type Answer = unknown | ((call: ApiCall) => unknown);

const json = (status: number, body: unknown) =>
  new Response(status === 204 ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
export const refusal = (status: number, code: string, details: unknown = null) => json(status, { code, message: code, details });
export const noContent = () => new Response(null, { status: 204 });

/**
 * The shared fetch stub, answering from routes keyed like the canned map (`METHOD /v1/path`,
 * `:param` segments); every call is recorded for the test to read.
 */
export function stubApi(routes: Record<string, Answer>) {
  const calls = stubFetch(async (call) => {
    const { found, value } = findCanned(routes, call.method, call.path);
    const result = typeof value === 'function' ? await (value as (c: ApiCall) => unknown)(call) : value;
    return found ? result : undefined;
  });
  return { calls, find: (key: string) => calls.filter((c) => `${c.method} ${c.path}` === key) };
}

/** Opens a URL of the bookings remote in the dev shell against the stubbed API, with a fresh SWR cache. */
export const renderDetails = (url: string, role: RoleId = 'platform-administrator') => renderBookings(url, { role });
