import { act, render, type RenderResult } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { errorModal, type PageRoutes } from '@freightdeck/ui';
import { createCannedFetch } from '../canned-fetch';
import { DevShell } from '../dev-shell';
import { rolePreset, type RoleId } from '../roles';
import { saveSettings } from '../settings';

export interface ApiCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

/** What a test's fake API answers: a body (200), a `Response`, or undefined (404 NOT_FOUND). */
export type Answer = (call: ApiCall) => unknown;

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
export const apiError = (status: number, code: string, message = code) => json(status, { code, message, details: null });

/**
 * Stubs the network at `fetch` (the dev shell's "real API" mode calls it): every call is
 * recorded and answered by `answer`; reference data comes from the dev shell's canned subset.
 */
export function stubApi(answer: Answer): ApiCall[] {
  const calls: ApiCall[] = [];
  const references = createCannedFetch({});
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname.startsWith('/v1/references')) return references(input, init);
    const call = { method: init?.method ?? 'GET', path: url.pathname, query: url.searchParams, body: init?.body ? JSON.parse(String(init.body)) : undefined };
    calls.push(call);
    const result = await answer(call);
    if (result instanceof Response) return result;
    return result === undefined ? apiError(404, 'NOT_FOUND') : json(200, result);
  }) as typeof fetch;
  return calls;
}

export interface FakeApiRenderOptions {
  role?: RoleId;
  permissions?: string[];
}

/** Opens a URL of a remote in the dev shell, against the stubbed API, with a fresh SWR cache. */
export function renderWithFakeApi(name: string, routes: PageRoutes, url: string, { role = 'platform-administrator', permissions }: FakeApiRenderOptions = {}): RenderResult {
  saveSettings({ role, permissions: permissions ?? [...rolePreset(role).permissions], source: 'api' });
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <DevShell name={name} routes={routes} canned={{}} initialEntries={[url]} />
    </SWRConfig>,
  );
}

/**
 * Between the tests of a file: empty storage (the dev shell keeps its settings there), a quiet
 * console.error (tests provoke failures on purpose), no error modal left open, real mocks back.
 */
export function resetBetweenTests(): void {
  beforeEach(() => {
    localStorage.clear();
    jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    act(() => errorModal.dismiss());
    jest.restoreAllMocks();
  });
}
