import { PERMISSIONS } from '@freightdeck/contracts';
import { PERMISSION_GROUPS, permissionLabel } from './permission-groups';

describe('permission groups', () => {
  it('offer every permission string once, by resource', () => {
    expect(PERMISSION_GROUPS.flatMap((g) => g.permissions).sort()).toEqual([...PERMISSIONS].sort());
    expect(PERMISSION_GROUPS.find((g) => g.label === 'Roles')?.permissions).toEqual(['user-role', 'user-role:manage', 'user-role:view']);
  });

  it('say each permission in words', () => {
    expect(['booking', 'booking:view', 'booking:own:manage', 'user:organization:view', 'user:impersonate', 'organization:review'].map(permissionLabel))
      .toEqual(['Everything', 'View all', 'Manage own', 'View organization’s', 'Impersonate', 'Review']);
  });
});
