import { PERMISSIONS } from '@freightdeck/contracts';
import { DEFAULT_SETTINGS, DEV_SHELL_STORAGE_KEYS, loadSettings, saveSettings, withPermission, withRole } from './settings';

beforeEach(() => localStorage.clear());

describe('dev shell settings', () => {
  it('default to the platform administrator against the real API', () => {
    expect(loadSettings()).toEqual(DEFAULT_SETTINGS);
    expect(DEFAULT_SETTINGS.source).toBe('api');
  });

  it('persist under freightdeck/dev-shell/*', () => {
    const viewer = withRole(DEFAULT_SETTINGS, 'viewer');
    saveSettings({ ...viewer, source: 'canned' });
    for (const key of Object.values(DEV_SHELL_STORAGE_KEYS)) expect(key.startsWith('freightdeck/dev-shell/')).toBe(true);
    expect(loadSettings()).toEqual({
      role: 'viewer',
      permissions: ['booking:organization:view', 'organization:own:view', 'quotation:view'],
      source: 'canned',
    });
  });

  it('fall back on malformed or unknown stored values', () => {
    localStorage.setItem(DEV_SHELL_STORAGE_KEYS.role, '"superuser"');
    localStorage.setItem(DEV_SHELL_STORAGE_KEYS.permissions, '["booking:view","root"]');
    localStorage.setItem(DEV_SHELL_STORAGE_KEYS.source, '{oops');
    expect(loadSettings()).toEqual({ ...DEFAULT_SETTINGS, permissions: ['booking:view'] });
  });

  it('toggle single permissions from the role preset', () => {
    const viewer = withRole(DEFAULT_SETTINGS, 'viewer');
    const more = withPermission(viewer, 'booking:manage', true);
    expect(more.permissions).toContain('booking:manage');
    expect(withPermission(more, 'booking:manage', false).permissions).toEqual(viewer.permissions);
    expect(PERMISSIONS).toContain('booking:manage');
  });
});
