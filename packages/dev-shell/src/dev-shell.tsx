import { useCallback, useMemo, useState } from 'react';
import { BrowserRouter, MemoryRouter } from 'react-router-dom';
import { mutate } from 'swr';
import { ApiSWRConfig } from '@freightdeck/auth';
import { clearReferenceData } from '@freightdeck/references';
import { ErrorModalHost, UiProvider, type PageRoutes } from '@freightdeck/ui';
import { applySettings } from './apply-settings';
import type { CannedResponses } from './canned-fetch';
import { DevLayout } from './layout/dev-layout';
import { DevPanel } from './panel/dev-panel';
import { governedRoutes } from './routing/governed-routes';
import { RemoteRoutes } from './routing/remote-routes';
import { type DevShellSettings, loadSettings, saveSettings } from './settings';

export interface DevShellProps {
  /** The remote's name (bookings, quotations, …). */
  name: string;
  routes: PageRoutes;
  canned: CannedResponses;
  /** For tests: a memory router opened at these URLs instead of the browser's location. */
  initialEntries?: string[];
}

/** A mock of the real shell for one remote: its routes, the shell's guards, and the dev panel. */
export function DevShell({ name, routes: declared, canned, initialEntries }: DevShellProps) {
  const routes = useMemo(() => governedRoutes(name, declared), [name, declared]);
  const [settings, setSettings] = useState<DevShellSettings>(() => {
    const initial = loadSettings();
    applySettings(initial, canned);
    return initial;
  });

  const change = useCallback((next: DevShellSettings) => {
    const sourceChanged = next.source !== settings.source;
    saveSettings(next);
    applySettings(next, canned);
    setSettings(next);
    // Data fetched from the other source must not linger in SWR's cache, nor reference data
    // (the pickers load it again from the new source).
    if (sourceChanged) {
      clearReferenceData();
      void mutate(() => true, undefined, { revalidate: true });
    }
  }, [canned, settings.source]);

  const content = (
    <DevLayout name={name} routes={routes}>
      <RemoteRoutes routes={routes} />
      <DevPanel settings={settings} onChange={change} />
    </DevLayout>
  );

  // The shell's SWR rules (no retry of a refusal), so a remote behaves here as in the portal.
  return (
    <ApiSWRConfig>
      <UiProvider>
        {initialEntries ? <MemoryRouter initialEntries={initialEntries}>{content}</MemoryRouter> : <BrowserRouter>{content}</BrowserRouter>}
        {/* The shell's global error modal (docs/product/errors.md#where-errors-show): a remote's useErrorHandler shows here too. */}
        <ErrorModalHost />
      </UiProvider>
    </ApiSWRConfig>
  );
}
