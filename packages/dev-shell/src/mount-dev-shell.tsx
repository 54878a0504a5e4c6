import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { PageRoutes } from '@freightdeck/ui';
import type { CannedResponses } from './canned-fetch';
import { DevShell } from './dev-shell';

export interface MountDevShellOptions {
  name: string;
  routes: PageRoutes;
  canned: CannedResponses;
  /** Default: the page's `#root`. */
  container?: HTMLElement;
}

/** Renders a remote alone inside the dev shell (its `src/bootstrap.tsx` in development). */
export function mountDevShell({ name, routes, canned, container }: MountDevShellOptions): () => void {
  const element = container ?? document.getElementById('root');
  if (!element) throw new Error('mountDevShell: no #root element on the page');
  const root = createRoot(element);
  root.render(
    <StrictMode>
      <DevShell name={name} routes={routes} canned={canned} />
    </StrictMode>,
  );
  return () => root.unmount();
}
