import { refreshSession, validSession } from './refresh';
import { readAnswer, send, toApiError, type ApiRequest, type Carrier, type ResponseType } from './transport';

export interface CallOptions {
  /** `false` for the calls that take no credentials: no bearer token, no refresh. */
  auth?: boolean;
  responseType?: ResponseType;
}

/**
 * One call under the session rules, whichever carrier sends it. An expired access token is
 * refreshed before the call; a refused one (401 or INVALID_ACCESS_TOKEN) is refreshed (one
 * refresh shared with every other caller) and the call sent once more. A failed refresh
 * surfaces its own error, and a second refusal is the caller's error.
 */
export async function callApi<T>(carrier: Carrier, request: ApiRequest, { auth = true, responseType }: CallOptions = {}): Promise<T> {
  const session = auth ? await validSession() : null;
  let response = await send(carrier, request, session);
  if (!response.ok && session) {
    const error = await toApiError(response);
    if (error.status !== 401 && error.code !== 'INVALID_ACCESS_TOKEN') throw error;
    response = await send(carrier, request, await refreshSession(session));
  }
  return (await readAnswer(response, responseType)) as T;
}
