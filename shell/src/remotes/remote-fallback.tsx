import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useSession } from '@freightdeck/auth';
import { remoteForPath } from '@freightdeck/contracts';
import { LoadingMask, NotFoundScreen, UnavailableSection } from '@freightdeck/ui';
import { useRemoteRegistry, useRemotes } from './remotes-context';
import { sectionName } from './section-names';

/**
 * What a path no loaded route matches shows: inside a remote's section, the remote loading
 * (then its routes take over) or, if it cannot load, the section as unavailable; elsewhere 404.
 */
export function RemoteFallback() {
  const { pathname } = useLocation();
  const name = remoteForPath(pathname);
  const registry = useRemoteRegistry();
  const remotes = useRemotes();
  const state = name ? remotes[name] : null;
  const signedIn = useSession() !== null;

  useEffect(() => {
    if (name) registry.ensure(name);
  }, [name, registry]);

  if (!name || !state || state.status === 'loaded') return <NotFoundScreen embedded={signedIn} />;
  if (state.status === 'failed') {
    return <UnavailableSection name={sectionName(pathname)} retrying={state.retrying} onRetry={() => void registry.retry(name)} />;
  }
  return <LoadingMask />;
}
