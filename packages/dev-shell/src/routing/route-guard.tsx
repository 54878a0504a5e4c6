import { type ReactNode, useEffect } from 'react';
import { documentTitle } from '@freightdeck/contracts';
import { useCurrentUser } from '@freightdeck/auth';
import type { PageRoutes } from '@freightdeck/ui';
import { Notice } from './notice';
import { permissionText } from './permission-text';
import { decideAccess } from './route-access';

/** The real shell's guards, except that it says where it would redirect instead of going there. */
export function RouteGuard({ route, children }: { route: PageRoutes[number]; children: ReactNode }) {
  const { user, isLoading } = useCurrentUser();
  useEffect(() => {
    document.title = documentTitle(route.title);
  }, [route.title]);

  const decision = decideAccess(route, user, isLoading);
  switch (decision.kind) {
    case 'open':
      return children;
    case 'loading':
      return <Notice title="Loading the signed-in user…" />;
    case 'login':
      return (
        <Notice title="Not signed in → would redirect to /login">
          {route.path} is a protected page. Pick a fake user in the dev panel, or sign in to the real API.
        </Notice>
      );
    case 'forbidden':
      return (
        <Notice title="Missing permission → would redirect to /dashboard">
          {route.path} needs <code>{permissionText(route.permission ?? '')}</code>; {user?.fullName} has{' '}
          <code>{user?.permissions.join(', ') || 'no permissions'}</code>.
        </Notice>
      );
    case 'signed-in-guest':
      return <Notice title="Signed in → would redirect to /">{route.path} is only for visitors who are not signed in.</Notice>;
  }
}
