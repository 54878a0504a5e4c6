import { render } from '@testing-library/react';
import { sessionStore } from '@freightdeck/auth';
import { SWRConfig } from 'swr';
import { createCannedFetch, DevShell, rolePreset, saveSettings, type CannedResponses, type RoleId } from '@freightdeck/dev-shell';
import { routes } from '../../routes';
import { cannedPublic } from '../../testing/canned-public';

export interface RecordedCall {
  method: string;
  path: string;
  authorization: string | null;
  body: unknown;
}

/**
 * Opens a public booking page in the dev shell with `fetch` answering from the canned map
 * (plus `overrides`) and recording every call, so a test can check what was sent.
 */
export function openPublicPage(url: string, { role = 'signed-in', overrides = {} }: { role?: RoleId | 'signed-in'; overrides?: CannedResponses } = {}) {
  const calls: RecordedCall[] = [];
  const canned = createCannedFetch({ ...cannedPublic, ...overrides });
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const headers = new Headers(init?.headers);
    calls.push({
      method: String(init?.method ?? 'GET'),
      path: new URL(String(input), 'http://test.invalid').pathname,
      authorization: headers.get('authorization'),
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    });
    return canned(input, init);
  });
  // renderInDevShell's set-up, inside a cache of this test's own (SWR's global cache would
  // dedupe a new test's request for the same key against the previous test's).
  saveSettings({ role, permissions: role === 'signed-in' ? [] : [...rolePreset(role).permissions], source: 'api' });
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <DevShell name="bookings" routes={routes} canned={{}} initialEntries={[url]} />
    </SWRConfig>,
  );
  return { calls };
}

/** Each test starts with nothing stored and no spies. */
export function resetBetweenTests(): void {
  beforeEach(() => {
    localStorage.clear();
    sessionStore.clear('logout');
  });
  afterEach(() => jest.restoreAllMocks());
}
