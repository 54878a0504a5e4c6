import { governRoute } from '@freightdeck/contracts';
import type { PageRoutes } from '@freightdeck/ui';

/**
 * The remote's routes as the real shell would mount them (docs/adr/010): a page of the contracts
 * table gets its path, title, access and permission from the table, and another owner's page is
 * left out; a page the table does not know yet keeps what the remote declares.
 */
export function governedRoutes(name: string, routes: PageRoutes): PageRoutes {
  return routes.flatMap((route) => {
    const governed = governRoute(name, route);
    if (!governed) console.warn(`[dev-shell] ${route.path} is another owner's page in the contracts table: the shell would ignore it`);
    return governed ? [governed] : [];
  });
}
