import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { remoteForPath } from '@freightdeck/contracts';
import { useRemoteRegistry } from './remotes-context';

/**
 * On each navigation into a remote's section (from outside it), asks the registry whether
 * /remotes.json now names another release of that remote, which then replaces the loaded one
 * (docs/adr/018-shared-scope.md#independent-delivery). Moves within a section ask nothing.
 */
export function useReleaseCheck(): void {
  const { pathname } = useLocation();
  const registry = useRemoteRegistry();
  const section = remoteForPath(pathname);
  const previous = useRef<string | null>(null);
  useEffect(() => {
    if (section && section !== previous.current) void registry.revalidate(section);
    previous.current = section;
  }, [section, registry]);
}
