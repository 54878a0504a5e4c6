import { useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { referenceStore } from '@freightdeck/references';
import { Frame, Main } from './layout.styles';
import { ScrollToTop } from './scroll-to-top';
import { SideMenu } from './side-menu';
import { AppHeader } from './user-menu';
import { useScrollMemory } from './use-scroll-memory';

/** The signed-in shell: menu, header and the page. Leaving it clears reference data (spec §4). */
export function ProtectedLayout() {
  useEffect(() => () => referenceStore.clear(), []);
  useScrollMemory();
  return (
    <Frame>
      <SideMenu />
      <AppHeader />
      <Main>
        <Outlet />
      </Main>
      <ScrollToTop />
    </Frame>
  );
}
