import { sessionStore, useSession } from '@freightdeck/auth';
import { paths } from '@freightdeck/contracts';
import { Navigate, Outlet, useLocation, type Location } from 'react-router-dom';

export interface OriginState {
  from?: Pick<Location, 'pathname' | 'search' | 'hash'>;
}

/**
 * A visitor without a session goes to /login, remembering where they were (not after logout):
 * docs/product/screens.md#route-access.
 */
export function RequireSession() {
  const session = useSession();
  const location = useLocation();
  if (session) return <Outlet />;
  const remember = sessionStore.lastSignOutReason() !== 'logout';
  const state: OriginState | undefined = remember
    ? { from: { pathname: location.pathname, search: location.search, hash: location.hash } }
    : undefined;
  return <Navigate to={paths.login()} replace state={state} />;
}

/**
 * A signed-in visitor on a sign-in page (access `guest`) goes to the remembered page or /:
 * docs/product/screens.md#route-access.
 */
export function GuestOnly() {
  const session = useSession();
  const location = useLocation();
  if (!session) return <Outlet />;
  const from = (location.state as OriginState | null)?.from;
  // Never resume a user switch after signing in: it acts at once, and the user did not ask for
  // it in this session.
  const resumable = from && from.pathname !== paths.login() && from.pathname !== paths.switchUser();
  const target = resumable ? `${from.pathname}${from.search}${from.hash}` : paths.home();
  return <Navigate to={target} replace />;
}
