import { render, type RenderResult } from '@testing-library/react';
import { hasPermission, type RoleTemplateName } from '@freightdeck/contracts';
import type { PageRoutes } from '@freightdeck/ui';
import type { CannedResponses } from '../canned-fetch';
import { DevShell } from '../dev-shell';
import { permissionsOf, rolePreset, type RoleId } from '../roles';
import { type ApiSource, saveSettings } from '../settings';

export interface RenderInDevShellOptions {
  name: string;
  routes: PageRoutes;
  url: string;
  canned?: CannedResponses;
  /** Default: the platform administrator. */
  role?: RoleId | 'signed-in';
  /** Default: the role's permissions. */
  permissions?: string[];
  /** Default: canned, so a test never reaches the network. */
  source?: ApiSource;
}

/** Opens a remote's URL inside the dev shell as the given fake user (for the remotes' tests). */
export function renderInDevShell(options: RenderInDevShellOptions): RenderResult {
  const { name, routes, url, canned = {}, role = 'platform-administrator', source = 'canned' } = options;
  const permissions = options.permissions ?? (role === 'signed-in' ? [] : [...rolePreset(role).permissions]);
  saveSettings({ role, permissions, source });
  return render(<DevShell name={name} routes={routes} canned={canned} initialEntries={[url]} />);
}

/**
 * Looks up a remote's routes by path, and whether a seeded role may open one
 * (docs/product/permissions.md#page-requirements).
 */
export function routeLookup(routes: PageRoutes) {
  const route = (path: string) => {
    const found = routes.find((r) => r.path === path);
    if (!found) throw new Error(`no route ${path}`);
    return found;
  };
  const may = (role: RoleTemplateName, path: string) => hasPermission(permissionsOf(role), route(path).permission);
  return { route, may };
}
export * from './fake-api';
