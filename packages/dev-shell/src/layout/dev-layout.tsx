import { type ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { useCurrentUser } from '@freightdeck/auth';
import type { PageRoutes } from '@freightdeck/ui';
import { decideAccess } from '../routing/route-access';
import { sampleUrl } from '../routing/sample-url';

// The dev shell is a development tool, not product UI: plain values, no theme tokens.
const Frame = styled.div`
  display: grid;
  grid-template-columns: 264px 1fr;
  min-height: 100vh;
`;

const Side = styled.nav`
  padding: 16px;
  background: #1f2937;
  color: #f9fafb;
  font: 14px/1.4 system-ui, sans-serif;

  h2 { font-size: 14px; margin: 0 0 12px; text-transform: uppercase; letter-spacing: 0.06em; }
  ul { list-style: none; margin: 0; padding: 0; }
  li { margin: 0 0 6px; }
  a { color: #e5e7eb; text-decoration: none; display: block; padding: 4px 8px; border-radius: 4px; }
  a.active { background: #374151; color: #fff; }
  small { display: block; color: #9ca3af; }
`;

const Main = styled.main`
  min-width: 0;
  padding: 24px;
`;

function accessLabel(route: PageRoutes[number], allowed: boolean): string {
  if (route.access === 'public') return 'public';
  if (route.access === 'guest') return 'guest only';
  return allowed ? 'allowed' : 'not allowed';
}

/** The mock shell's frame: this remote's routes as links, and where the page renders. */
export function DevLayout({ name, routes, children }: { name: string; routes: PageRoutes; children: ReactNode }) {
  const { user, isLoading } = useCurrentUser();
  return (
    <Frame>
      <Side aria-label="Remote routes">
        <h2>mfe-{name} · dev shell</h2>
        <ul>
          {routes.map((route) => {
            const allowed = decideAccess(route, user, isLoading).kind === 'open';
            return (
              <li key={route.path}>
                <NavLink to={sampleUrl(route.path)} end>
                  {route.path}
                  <small>
                    {route.title} · {accessLabel(route, allowed)}
                  </small>
                </NavLink>
              </li>
            );
          })}
        </ul>
      </Side>
      <Main>{children}</Main>
    </Frame>
  );
}
