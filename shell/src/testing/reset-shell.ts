import { act } from '@testing-library/react';
import { sessionStore, setCurrentUserOverride } from '@freightdeck/auth';
import { errorModal } from '@freightdeck/ui';
import { fakeRegistry } from './fake-registry';

/** A registry whose remotes expose no routes: the shell's own pages only. */
export const noRemotes = () => fakeRegistry(async () => ({ routes: [] })).registry;

/**
 * Each test starts signed out with nothing stored, no fake user, no error modal open, and
 * expected console errors (error boundaries, refused calls) kept out of the output.
 */
export function resetShellBetweenTests(): void {
  beforeEach(() => {
    localStorage.clear();
    sessionStore.clear('logout');
    setCurrentUserOverride(null);
    jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    act(() => errorModal.dismiss());
    jest.restoreAllMocks();
  });
}
