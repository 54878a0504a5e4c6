import { type ComponentType, lazy, type LazyExoticComponent, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import type { PageRoutes } from '@freightdeck/ui';
import { Notice } from './notice';
import { RouteGuard } from './route-guard';

type Route = PageRoutes[number];

// One lazy component per route object, so re-renders never reload a page.
const lazyPages = new WeakMap<Route, LazyExoticComponent<ComponentType>>();

function lazyPage(route: Route): LazyExoticComponent<ComponentType> {
  let page = lazyPages.get(route);
  if (!page) {
    page = lazy(route.page);
    lazyPages.set(route, page);
  }
  return page;
}

function RoutePage({ route }: { route: Route }) {
  const Page = lazyPage(route);
  return (
    <RouteGuard route={route}>
      <Suspense fallback={<Notice title="Loading page…" />}>
        <Page />
      </Suspense>
    </RouteGuard>
  );
}

/** The remote's routes as the real shell mounts them, plus the shell-owned fallbacks. */
export function RemoteRoutes({ routes }: { routes: PageRoutes }) {
  return (
    <Routes>
      {routes.map((route) => (
        <Route key={route.path} path={route.path} element={<RoutePage route={route} />} />
      ))}
      <Route path="/" element={<Notice title="Freightdeck dev shell">Open one of this remote's pages from the list.</Notice>} />
      <Route path="*" element={<Notice title="Not one of this remote's routes">In the portal the shell or another remote owns this path.</Notice>} />
    </Routes>
  );
}
