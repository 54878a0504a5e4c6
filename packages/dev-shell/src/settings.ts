import { PERMISSIONS, STORAGE_PREFIX } from '@freightdeck/contracts';
import { isRoleId, rolePreset, type RoleId } from './roles';

/** Where the remote's API calls go: the real API (through the dev server's /v1 proxy) or the canned map. */
export type ApiSource = 'api' | 'canned';

export interface DevShellSettings {
  /** A seeded role's fake user, or `signed-in`: no override, the real session's user. */
  role: RoleId | 'signed-in';
  /** The fake user's permissions: the role's, then toggled one by one in the panel. */
  permissions: string[];
  source: ApiSource;
}

export const DEV_SHELL_STORAGE_KEYS = {
  role: `${STORAGE_PREFIX}dev-shell/role`,
  permissions: `${STORAGE_PREFIX}dev-shell/permissions`,
  source: `${STORAGE_PREFIX}dev-shell/source`,
} as const;

export const DEFAULT_SETTINGS: DevShellSettings = {
  role: 'platform-administrator',
  permissions: [...rolePreset('platform-administrator').permissions],
  source: 'api',
};

const KNOWN_PERMISSIONS = new Set<string>(PERMISSIONS);

function readJson(storage: Storage, key: string): unknown {
  try {
    const raw = storage.getItem(key);
    return raw === null ? undefined : JSON.parse(raw);
  } catch {
    return undefined;
  }
}

/** The panel's last choice; anything missing or malformed falls back to the defaults. */
export function loadSettings(storage: Storage = window.localStorage): DevShellSettings {
  const role = readJson(storage, DEV_SHELL_STORAGE_KEYS.role);
  const permissions = readJson(storage, DEV_SHELL_STORAGE_KEYS.permissions);
  const source = readJson(storage, DEV_SHELL_STORAGE_KEYS.source);
  const validRole = role === 'signed-in' || isRoleId(role) ? role : DEFAULT_SETTINGS.role;
  const validPermissions = Array.isArray(permissions)
    ? permissions.filter((p): p is string => typeof p === 'string' && KNOWN_PERMISSIONS.has(p))
    : validRole === 'signed-in' ? [] : [...rolePreset(validRole).permissions];
  return {
    role: validRole,
    permissions: validPermissions,
    source: source === 'canned' || source === 'api' ? source : DEFAULT_SETTINGS.source,
  };
}

export function saveSettings(settings: DevShellSettings, storage: Storage = window.localStorage): void {
  storage.setItem(DEV_SHELL_STORAGE_KEYS.role, JSON.stringify(settings.role));
  storage.setItem(DEV_SHELL_STORAGE_KEYS.permissions, JSON.stringify(settings.permissions));
  storage.setItem(DEV_SHELL_STORAGE_KEYS.source, JSON.stringify(settings.source));
}

/** Choosing a role starts from that role's permissions. */
export function withRole(settings: DevShellSettings, role: DevShellSettings['role']): DevShellSettings {
  return { ...settings, role, permissions: role === 'signed-in' ? [] : [...rolePreset(role).permissions] };
}

export function withPermission(settings: DevShellSettings, permission: string, held: boolean): DevShellSettings {
  const rest = settings.permissions.filter((p) => p !== permission);
  return { ...settings, permissions: held ? [...rest, permission] : rest };
}
