import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { useSession } from '@freightdeck/auth';
import { LoadingMask, type PageComponent } from '@freightdeck/ui';
import { RemoteFallback } from '../remotes/remote-fallback';
import { loadedRemoteRoutes, useRemotes } from '../remotes/remotes-context';
import { useReleaseCheck } from '../remotes/use-release-check';
import { GuestOnly, RequireSession } from '../routing/guards';
import { loadWithReload } from '../routing/lazy-page';
import { RoutePage } from '../routing/route-page';
import { SHELL_ROUTES } from './shell-routes';

// The signed-in frame (menu, header, popovers) loads with the first protected page, not with /login
// (docs/adr/005: the first paint of /login has a budget). A chunk that fails to load reloads the
// page once, like any lazy page (docs/product/screens.md#sections-and-remotes).
const ProtectedLayout = lazy(() => loadWithReload(() => import('../layout/protected-layout')).then((m) => ({ default: m.ProtectedLayout })));
const layout = (
  <Suspense fallback={<LoadingMask />}>
    <ProtectedLayout />
  </Suspense>
);

const toRoute = (route: PageComponent, key: string) => <Route key={key} path={route.path} element={<RoutePage route={route} />} />;

/**
 * One route tree for the shell's pages and every loaded remote's pages, each wrapped in the shell's
 * guards (docs/product/screens.md#route-access, docs/adr/001). A path in a remote's section that no
 * loaded route matches goes to RemoteFallback, which loads the remote and then its routes take
 * over.
 */
export function AppRoutes() {
  const session = useSession();
  const remotes = useRemotes();
  useReleaseCheck();
  const all = [
    ...SHELL_ROUTES.map((route) => ({ key: `shell:${route.path}`, route })),
    ...loadedRemoteRoutes(remotes).map(({ remote, route }) => ({ key: `${remote}:${route.path}`, route })),
  ];
  const by = (access: PageComponent['access']) => all.filter((r) => r.route.access === access).map((r) => toRoute(r.route, r.key));

  // Signed in, the fallback sits inside the layout so the menu stays while a remote loads
  // (and the layout is not remounted when its routes arrive).
  const fallback = <Route path="*" element={<RemoteFallback />} />;
  return (
    <Routes>
      <Route element={<GuestOnly />}>{by('guest')}</Route>
      {by('public')}
      <Route element={<RequireSession />}>
        <Route element={layout}>
          {by('protected')}
          {session && fallback}
        </Route>
      </Route>
      {!session && fallback}
    </Routes>
  );
}
