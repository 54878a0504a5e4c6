import { render } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { sessionStore } from '@freightdeck/auth';
import { DevShell, saveSettings } from '@freightdeck/dev-shell';
import { routes } from '../../../routes';

/**
 * Opens the public /registration page as a visitor from the e-mail: nobody signed in (no
 * session, no dev-shell fake user), against the API stubbed with `stubRoutes`.
 */
export function openPublicRegistration(url: string) {
  sessionStore.clear('logout');
  saveSettings({ role: 'signed-in', permissions: [], source: 'api' });
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <DevShell name="organizations" routes={routes} canned={{}} initialEntries={[url]} />
    </SWRConfig>,
  );
}
