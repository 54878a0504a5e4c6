import type { ManagedUser, Role, RoleList, UserPage } from '@freightdeck/contracts';

export const PRIMARY = { id: '00000000-0000-4000-8000-000000000001', name: 'Freightdeck Operations', isPrimary: true };
export const NORDIC = { id: '00000000-0000-4000-8000-000000000002', name: 'Nordic Fresh Logistics', isPrimary: false };

const role = (id: string, organization: typeof PRIMARY, name: string, permissions: string[], extra: Partial<Role> = {}): Role => ({
  id, organization, name, description: `${name} role`, permissions, userCount: 1, assignable: true, editable: true, ...extra,
});

export const ROLES = {
  platformAdmin: role('10000000-0000-4000-8000-000000000001', PRIMARY, 'Platform administrator', ['booking', 'organization', 'user', 'user-role'], { editable: false }),
  opsAgent: role('10000000-0000-4000-8000-000000000002', PRIMARY, 'Operations agent', ['booking', 'user:view', 'user:invite']),
  customerAdmin: role('10000000-0000-4000-8000-000000000003', NORDIC, 'Customer administrator', ['booking:organization:manage', 'user:organization:manage'], { userCount: 2 }),
  customerUser: role('10000000-0000-4000-8000-000000000004', NORDIC, 'Customer user', ['booking:own:manage']),
  auditor: role('10000000-0000-4000-8000-000000000005', NORDIC, 'Auditor', ['booking:organization:view'], { userCount: 0, assignable: false }),
};

export const roleList = (...items: Role[]): RoleList => ({ items: items.length ? items : Object.values(ROLES) });

const membership = (r: Role) => ({ organization: r.organization, role: { id: r.id, name: r.name } });

export const user = (id: string, firstName: string, lastName: string, extra: Partial<ManagedUser> = {}): ManagedUser => ({
  id, email: `${firstName.toLowerCase()}@example.com`, firstName, lastName, status: 'ACTIVE', twoFaEnabled: false,
  memberships: [membership(ROLES.customerUser)], createdAt: '2026-10-01T08:00:00.000Z', allowedActions: [], ...extra,
});

export const USERS = {
  carl: user('20000000-0000-4000-8000-000000000001', 'Carl', 'Berg', {
    allowedActions: ['edit', 'deactivate', 'delete', 'impersonate'], twoFaEnabled: true,
  }),
  dana: user('20000000-0000-4000-8000-000000000002', 'Dana', 'Invited', {
    status: 'INVITED', memberships: [membership(ROLES.customerAdmin)], allowedActions: ['edit', 'delete', 'resendInvitation'],
  }),
  erik: user('20000000-0000-4000-8000-000000000003', 'Erik', 'Gone', { status: 'DEACTIVATED', allowedActions: ['reactivate', 'delete'] }),
  olga: user('20000000-0000-4000-8000-000000000004', 'Olga', 'Ops', { memberships: [membership(ROLES.opsAgent)], allowedActions: [] }),
};

export const userPage = (items: ManagedUser[] = Object.values(USERS), extra: Partial<UserPage> = {}): UserPage => ({
  items, total: items.length, page: 1, pageSize: 25, ...extra,
});
