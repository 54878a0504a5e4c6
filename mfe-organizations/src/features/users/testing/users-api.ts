import { apiError, stubApi, type ApiCall } from '../../../testing/fake-api';
import { roleList, userPage } from './fixtures';

export { apiError };

/** `METHOD /v1/path` → answer (a body, a Response, or a function of the call). */
export type Routes = Record<string, unknown>;

/**
 * The users API a test talks to: the list and the roles answer with the fixtures unless
 * `routes` says otherwise; every call is recorded.
 */
export function stubUsersApi(routes: Routes = {}) {
  const all: Routes = { 'GET /v1/users': userPage(), 'GET /v1/users/roles': roleList(), ...routes };
  const calls = stubApi((call) => {
    const answer = all[`${call.method} ${call.path}`];
    if (answer === undefined && call.method === 'DELETE') return new Response(null, { status: 204 });
    return typeof answer === 'function' ? (answer as (c: ApiCall) => unknown)(call) : answer;
  });
  const find = (route: string) => calls.filter((c) => `${c.method} ${c.path}` === route);
  return { calls, find, lastQuery: (route = 'GET /v1/users') => find(route).at(-1)?.query };
}
