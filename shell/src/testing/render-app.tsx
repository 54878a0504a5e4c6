import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { setCurrentUserOverride, sessionStore, type CurrentUser } from '@freightdeck/auth';
import { primeReferenceData } from '@freightdeck/references/testing';
import { ErrorModalHost, UiProvider } from '@freightdeck/ui';
import { AppRoutes } from '../app/app-routes';
// Loaded up front: the app loads the layout lazily, and a busy machine should not make the
// first test of a file wait for it past findBy's timeout.
import '../layout/protected-layout';
import { RemotesProvider } from '../remotes/remotes-context';
import type { RemoteRegistry } from '../remotes/remote-registry';
import { AppErrorBoundary } from '../routing/error-boundary';

export const testUser = (overrides: Partial<CurrentUser> = {}): CurrentUser => ({
  id: 'u1', email: 'ann@nordic.test', firstName: 'Ann', lastName: 'Lee', fullName: 'Ann Lee', avatarUrl: null,
  permissions: ['booking:organization:view'], organizations: [], userOfPrimaryOrganization: false, impersonatedById: null,
  ...overrides,
});

const b64 = (v: unknown) => btoa(JSON.stringify(v));
const inMinutes = (m: number) => new Date(Date.now() + m * 60_000).toISOString();

export function signIn(user: CurrentUser | null = testUser()): void {
  sessionStore.set({
    accessToken: `${b64({})}.${b64({ sub: 'u1', sid: 's1', organizations: [], impersonatedById: null, exp: 0, iat: 0 })}.sig`,
    accessTokenExpireAt: inMinutes(15),
    refreshToken: 'r1',
    refreshTokenExpireAt: inMinutes(600),
    publicKey: 'pk',
  });
  setCurrentUserOverride(user);
}

export function renderApp(path: string, registry: RemoteRegistry) {
  primeReferenceData(); // the protected layout's reference-data session: loaded, no request
  return render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <UiProvider>
        <RemotesProvider registry={registry}>
          <MemoryRouter initialEntries={[path]}>
            <AppErrorBoundary>
              <AppRoutes />
            </AppErrorBoundary>
          </MemoryRouter>
        </RemotesProvider>
        <ErrorModalHost />
      </UiProvider>
    </SWRConfig>,
  );
}
