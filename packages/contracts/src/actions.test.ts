import { ACTION_PERMISSIONS as can } from './actions';
import { hasPermission } from './permissions';

describe('action requirements', () => {
  it.each<[string, string[], keyof typeof can, boolean]>([
    ['any booking manage scope manages', ['booking:own:manage'], 'bookingManage', true],
    ['view does not manage', ['booking:organization:view'], 'bookingManage', false],
    ['organization view is not every booking', ['booking:organization:view'], 'bookingViewAll', false],
    ['the bare resource sees every booking', ['booking'], 'bookingViewAll', true],
    ['reviewers send registration links', ['organization:review'], 'registrationLinkSend', true],
    ['own manage sends none', ['organization:own:manage'], 'registrationLinkSend', false],
    ['invite invites', ['user:invite'], 'userInvite', true],
    ['organization user managers invite', ['user:organization:manage'], 'userInvite', true],
    ['user view does not invite', ['user:view'], 'userInvite', false],
    ['role view sees the Roles tab', ['user-role:view'], 'userRoleView', true],
    ['user view does not', ['user:view'], 'userRoleView', false],
    ['role view does not manage roles', ['user-role:view'], 'userRoleManage', false],
  ])('%s: %j → %s is %s', (_case, held, action, expected) => {
    expect(hasPermission(held, can[action])).toBe(expected);
  });
});
