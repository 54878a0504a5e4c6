import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { configureAuth } from './config';
import { setCurrentUserOverride, useCurrentUser, type CurrentUser } from './current-user';
import { resetSessionStoreForTests, sessionStore } from './session-store';
import { jsonResponse, makeSession } from './testing/tokens';
import { usePermission } from './use-permission';

const wrapper = ({ children }: { children: ReactNode }) => (
  <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>
);

const self = {
  id: 'u1', email: 'ann@x.test', firstName: 'Ann', lastName: 'Lee', avatarUrl: null,
  permissions: ['booking:organization:view', 'quotation'], organizations: [{ id: 'o2', name: 'Nordic', isPrimary: false }],
  roles: [], twoFaEnabled: false, twoFaMethod: 'EMAIL',
};

beforeEach(() => {
  localStorage.clear();
  resetSessionStoreForTests();
  setCurrentUserOverride(null);
});

describe('useCurrentUser / usePermission', () => {
  it('loads /v1/users/self and derives the primary-organization flag from the token', async () => {
    sessionStore.set(makeSession({}, { organizations: [{ id: 'o2', name: 'Nordic', isPrimary: false }], impersonatedById: 'staff-1' }));
    const fetchFn = jest.fn(async () => jsonResponse(200, self));
    configureAuth({ fetch: fetchFn as unknown as typeof fetch });
    const { result } = renderHook(() => useCurrentUser(), { wrapper });
    await waitFor(() => expect(result.current.user).toBeDefined());
    expect(result.current.user).toMatchObject({ fullName: 'Ann Lee', userOfPrimaryOrganization: false, impersonatedById: 'staff-1' });
    expect(String((fetchFn.mock.calls[0] as unknown as [string])[0])).toBe('/v1/users/self');
  });

  it('checks requirements with the matching rule', async () => {
    sessionStore.set(makeSession());
    configureAuth({ fetch: (async () => jsonResponse(200, self)) as typeof fetch });
    const { result } = renderHook(() => ({
      own: usePermission('booking:own:view'),
      all: usePermission('booking:view'),
      either: usePermission({ or: ['booking:view', 'booking:organization:view'] }),
      both: usePermission({ and: ['quotation:manage', 'user:view'] }),
      none: usePermission(),
    }), { wrapper });
    await waitFor(() => expect(result.current.own).toBe(true));
    expect(result.current).toEqual({ own: true, all: false, either: true, both: false, none: true });
  });

  it('denies every requirement while signed out', () => {
    const { result } = renderHook(() => usePermission('quotation:view'), { wrapper });
    expect(result.current).toBe(false);
  });

  it('uses the override user without calling the API', () => {
    const fetchFn = jest.fn();
    configureAuth({ fetch: fetchFn as unknown as typeof fetch });
    const fake: CurrentUser = {
      id: 'dev', email: 'dev@x.test', firstName: 'Dev', lastName: 'User', fullName: 'Dev User', avatarUrl: null,
      permissions: ['user:view'], organizations: [], userOfPrimaryOrganization: true, impersonatedById: null,
    };
    setCurrentUserOverride(fake);
    const { result } = renderHook(() => ({ me: useCurrentUser(), canSeeUsers: usePermission('user:view') }), { wrapper });
    expect(result.current.me.user).toBe(fake);
    expect(result.current.canSeeUsers).toBe(true);
    expect(fetchFn).not.toHaveBeenCalled();
  });
});
