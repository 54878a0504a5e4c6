import { Outlet } from 'react-router-dom';
import { ReferenceDataSession } from '@freightdeck/references';
import { Frame, Main } from './layout.styles';
import { ScrollToTop } from './scroll-to-top';
import { SideMenu } from './side-menu';
import { AppHeader } from './user-menu';
import { useScrollMemory } from './use-scroll-memory';

/**
 * The signed-in shell: menu, header and the page. Its reference-data session loads the data at its
 * start (one hash check) and clears it when the shell is left
 * (docs/product/reference-data.md#loading-and-caching).
 */
export function ProtectedLayout() {
  useScrollMemory();
  return (
    <ReferenceDataSession>
      <Frame>
        <SideMenu />
        <AppHeader />
        <Main>
          <Outlet />
        </Main>
        <ScrollToTop />
      </Frame>
    </ReferenceDataSession>
  );
}
