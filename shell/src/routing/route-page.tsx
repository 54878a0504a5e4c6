import { Suspense, useEffect } from 'react';
import { Navigate } from 'react-router-dom';
import { useCurrentUser } from '@freightdeck/auth';
import { documentTitle, hasPermission, paths } from '@freightdeck/contracts';
import { LoadingMask, type PageComponent } from '@freightdeck/ui';
import { lazyPage } from './lazy-page';

function PermissionGate({ route, children }: { route: PageComponent; children: React.ReactNode }) {
  const { user, error, isLoading } = useCurrentUser();
  if (isLoading) return <LoadingMask />;
  if (!user) {
    if (error) throw error; // user load errors go to the error boundary (docs/product/screens.md#error-screen)
    return <LoadingMask />;
  }
  // Without the page's permission the user goes to /dashboard
  // (docs/product/permissions.md#page-requirements).
  if (!hasPermission(user.permissions, route.permission)) return <Navigate to={paths.dashboard()} replace />;
  return children;
}

/** One routed page: document title, permission check and the lazily loaded component. */
export function RoutePage({ route }: { route: PageComponent }) {
  useEffect(() => {
    document.title = documentTitle(route.title);
  }, [route.title]);
  const Page = lazyPage(route);
  const content = (
    <Suspense fallback={<LoadingMask />}>
      <Page />
    </Suspense>
  );
  return route.permission === undefined ? content : <PermissionGate route={route}>{content}</PermissionGate>;
}
