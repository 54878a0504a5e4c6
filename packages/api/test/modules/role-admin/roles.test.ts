import type { Role, RoleList } from '@freightdeck/contracts';
import type { LoginResponse, ManagedUser } from '@freightdeck/contracts';
import { authHeaders, login } from '../../helpers/auth';
import { linkToken, outbox } from '../../helpers/mail';
import { usersWorld, type UsersWorld } from '../user-admin/world';

let w: UsersWorld;
beforeAll(async () => {
  w = await usersWorld();
});
afterAll(() => w.t.close());

const roles = async (who: Parameters<UsersWorld['call']>[0], query = '') => (await w.call(who, 'GET', `/v1/users/roles${query}`)).json<RoleList>().items;
const names = (items: Role[]) => items.map((r) => `${r.organization.name}/${r.name}`);

describe('GET /v1/users/roles', () => {
  it('shows the admin every organization\'s roles and anna only Acme Pharma\'s, with who holds them', async () => {
    const all = await roles('admin');
    expect(names(all)).toEqual(expect.arrayContaining(['Freightdeck Operations/Platform administrator', 'Nordic Fresh/Viewer', 'Acme Pharma/Customer user']));
    const anna = await roles('anna');
    expect(names(anna)).toEqual(['Acme Pharma/Customer administrator', 'Acme Pharma/Customer user', 'Acme Pharma/Viewer']);
    expect(anna.find((r) => r.name === 'Viewer')).toMatchObject({ userCount: 1, assignable: true, editable: false, permissions: ['booking:organization:view', 'organization:own:view', 'quotation:view'] });
    expect(await roles('anna', `?organizationId=${w.nordicId}`)).toEqual([]);
    // ops invites into any customer, so sees their roles; the Platform administrator role is not one ops could give.
    const ops = await roles('ops', `?organizationId=${w.primaryId}`);
    expect(ops.find((r) => r.name === 'Platform administrator')).toMatchObject({ assignable: false, editable: false });
  });

  it('is forbidden to those who neither see roles nor invite or manage users', async () => {
    expect((await w.call('carl', 'GET', '/v1/users/roles')).statusCode).toBe(403);
    expect((await w.call('vera', 'GET', '/v1/users/roles')).statusCode).toBe(403);
    expect((await w.call('anna', 'GET', `/v1/users/roles/${w.roleId(w.nordicId, 'Viewer')}`)).statusCode).toBe(404);
  });
});

describe('managing roles (user-role:manage)', () => {
  it('the admin creates, renames, re-permissions and deletes a customer role', async () => {
    const created = await w.call('admin', 'POST', '/v1/users/roles', { organizationId: w.acmeId, name: 'Shipping clerk', description: 'Books for the team', permissions: ['booking:organization:manage', 'quotation:view'] });
    expect(created.statusCode).toBe(201);
    const role = created.json<Role>();
    expect(role).toMatchObject({ name: 'Shipping clerk', userCount: 0, editable: true, organization: { id: w.acmeId } });
    expect((await w.call('admin', 'PATCH', `/v1/users/roles/${role.id}`, { name: 'Booking clerk', permissions: ['booking:organization:manage'] })).json<Role>()).toMatchObject({ name: 'Booking clerk', permissions: ['booking:organization:manage'] });
    expect((await w.call('admin', 'PATCH', `/v1/users/roles/${role.id}`, { name: 'Booking clerk' })).json().code).toBe('NOTHING_TO_CHANGE');
    expect((await w.call('admin', 'DELETE', `/v1/users/roles/${role.id}`)).statusCode).toBe(204);
    expect((await w.call('admin', 'GET', `/v1/users/roles/${role.id}`)).statusCode).toBe(404);
  });

  it('refuses a taken name, unknown permissions, a role in use and a role the editor holds', async () => {
    const taken = await w.call('admin', 'POST', '/v1/users/roles', { organizationId: w.acmeId, name: 'viewer', permissions: ['quotation:view'] });
    expect([taken.statusCode, taken.json().code]).toEqual([409, 'ROLE_ALREADY_EXISTS']);
    const unknown = await w.call('admin', 'POST', '/v1/users/roles', { organizationId: w.acmeId, name: 'Odd', permissions: ['booking:everything'] });
    expect(unknown.json()).toMatchObject({ code: 'VALIDATION_ERROR', details: [{ path: 'permissions.0' }] });
    const inUse = await w.call('admin', 'DELETE', `/v1/users/roles/${w.roleId(w.acmeId, 'Viewer')}`);
    expect([inUse.statusCode, inUse.json().code]).toEqual([409, 'ROLE_IN_USE']);
    expect((await w.call('admin', 'PATCH', `/v1/users/roles/${w.roleId(w.primaryId, 'Platform administrator')}`, { name: 'Root' })).statusCode).toBe(403);
  });

  it('refuses those without user-role:manage, and never grants more than the granter holds', async () => {
    const body = { organizationId: w.acmeId, name: 'Extra', permissions: ['quotation:view'] };
    expect((await w.call('anna', 'POST', '/v1/users/roles', body)).statusCode).toBe(403);
    expect((await w.call('ops', 'POST', '/v1/users/roles', body)).statusCode).toBe(403);
    expect((await w.call('anna', 'PATCH', `/v1/users/roles/${w.roleId(w.acmeId, 'Viewer')}`, { name: 'Reader' })).statusCode).toBe(403);
    expect((await w.call('admin', 'POST', '/v1/users/roles', { ...body, organizationId: '00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404);
  });

  it('a customer role administrator manages only their organization\'s roles and grants only what they hold', async () => {
    const roleAdmin = (await w.call('admin', 'POST', '/v1/users/roles', { organizationId: w.nordicId, name: 'Role keeper', permissions: ['user-role:manage', 'quotation:view'] })).json<Role>();
    const invited = (await w.call('admin', 'POST', '/v1/users/invite', { email: 'rolf@nordic-fresh.test', firstName: 'Rolf', lastName: 'R', memberships: [{ organizationId: w.nordicId, roleId: roleAdmin.id }] })).json<ManagedUser>();
    expect(invited.status).toBe('INVITED');
    await w.t.app.inject({ method: 'POST', url: '/v1/users/activate', payload: { token: linkToken((await outbox(w.t.app, 'rolf@nordic-fresh.test'))[0]!, 'activate'), password: 'Rolf-pass-2026' } });
    const headers = authHeaders((await login(w.t.app, 'rolf@nordic-fresh.test', 'Rolf-pass-2026')).json<LoginResponse>().tokens!);
    const post = (body: object) => w.t.app.inject({ method: 'POST', url: '/v1/users/roles', headers, payload: body });
    expect((await post({ organizationId: w.nordicId, name: 'Quote reader', permissions: ['quotation:view'] })).statusCode).toBe(201);
    const more = await post({ organizationId: w.nordicId, name: 'Booker', permissions: ['booking:organization:manage'] });
    expect([more.statusCode, more.json().message]).toEqual([403, 'You cannot grant a permission you do not hold']);
    expect((await post({ organizationId: w.acmeId, name: 'Quote reader', permissions: ['quotation:view'] })).statusCode).toBe(404);
    // Their own role is not theirs to change.
    expect((await w.t.app.inject({ method: 'PATCH', url: `/v1/users/roles/${roleAdmin.id}`, headers, payload: { name: 'Root' } })).statusCode).toBe(403);
  });
});
