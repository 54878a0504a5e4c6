import type { ManagedUser, UserPage } from '@freightdeck/contracts';
import { linkToken, outbox } from '../../helpers/mail';
import type { LoginResponse } from '@freightdeck/contracts';
import { authHeaders, login } from '../../helpers/auth';
import { usersWorld, type UsersWorld } from './world';

let w: UsersWorld;
beforeAll(async () => {
  w = await usersWorld();
});
afterAll(() => w.t.close());

const emails = (page: UserPage) => page.items.map((u) => u.email).sort();
const list = async (who: Parameters<UsersWorld['call']>[0], query = '') => (await w.call(who, 'GET', `/v1/users${query}`)).json<UserPage>();
const find = async (email: string) => (await list('admin', `?q=${encodeURIComponent(email)}`)).items[0]!;

describe('GET /v1/users', () => {
  it('shows staff every user, and a customer administrator only the users of their organization', async () => {
    const all = await list('admin', '?pageSize=100');
    expect(emails(all)).toEqual(expect.arrayContaining(['anna@acme-pharma.test', 'nils@nordic-fresh.test', 'ops@freightdeck.test', 'ivan@acme-pharma.test']));
    expect((await list('ops', '?pageSize=100')).total).toBe(all.total);
    const anna = await list('anna', '?pageSize=100');
    expect(emails(anna)).toEqual(['anna@acme-pharma.test', 'carl@acme-pharma.test', 'ivan@acme-pharma.test', 'vera@acme-pharma.test']);
    expect(anna.items.every((u) => u.memberships.every((m) => m.organization.id === w.acmeId))).toBe(true);
    expect(emails(await list('nils', '?pageSize=100'))).toEqual(['nils@nordic-fresh.test', 'tina@nordic-fresh.test']);
  });

  it('filters by organization, role, status and text, and pages with the total', async () => {
    expect(emails(await list('admin', `?organizationId=${w.nordicId}`))).toEqual(['nils@nordic-fresh.test', 'tina@nordic-fresh.test']);
    expect(emails(await list('admin', `?roleId=${w.roleId(w.acmeId, 'Viewer')}`))).toEqual(['vera@acme-pharma.test']);
    expect(emails(await list('anna', '?status=INVITED'))).toEqual(['ivan@acme-pharma.test']);
    expect(emails(await list('admin', '?q=CARLS'))).toEqual(['carl@acme-pharma.test']);
    expect(emails(await list('admin', '?q=%25'))).toEqual([]);
    const page = await list('admin', '?pageSize=2&page=2');
    expect(page).toMatchObject({ page: 2, pageSize: 2 });
    expect(page.items).toHaveLength(2);
    // anna asking for Nordic Fresh's users sees none (their existence is not revealed).
    expect((await list('anna', `?organizationId=${w.nordicId}`)).total).toBe(0);
    expect((await w.call('admin', 'GET', '/v1/users?status=GONE')).json().code).toBe('VALIDATION_ERROR');
  });

  it('is forbidden without user permissions; a user out of scope is 404', async () => {
    expect((await w.call('carl', 'GET', '/v1/users')).statusCode).toBe(403);
    expect((await w.call('vera', 'GET', '/v1/users')).statusCode).toBe(403);
    expect((await w.call('anna', 'GET', `/v1/users/${w.self.nils!.id}`)).statusCode).toBe(404);
    expect((await w.call('anna', 'GET', `/v1/users/${w.self.carl!.id}`)).json<ManagedUser>().allowedActions).toEqual(['edit', 'deactivate', 'delete']);
  });

  it('offers actions by permission: admin may impersonate carl, nobody acts on themself, ops cannot manage', async () => {
    expect((await w.call('admin', 'GET', `/v1/users/${w.self.carl!.id}`)).json<ManagedUser>().allowedActions).toEqual(['edit', 'deactivate', 'delete', 'impersonate']);
    expect((await w.call('admin', 'GET', `/v1/users/${w.self.admin!.id}`)).json<ManagedUser>().allowedActions).toEqual([]);
    expect((await w.call('ops', 'GET', `/v1/users/${w.self.carl!.id}`)).json<ManagedUser>().allowedActions).toEqual(['impersonate']);
    // ops lacks the administrator's permissions, so may not impersonate them.
    expect((await w.call('ops', 'GET', `/v1/users/${w.self.admin!.id}`)).json<ManagedUser>().allowedActions).toEqual([]);
  });
});

describe('POST /v1/users/invite', () => {
  it('anna invites into Acme Pharma with a role; the user activates and signs in with that role', async () => {
    const invited = await w.call('anna', 'POST', '/v1/users/invite', {
      email: 'Paula@Acme-Pharma.test', firstName: 'Paula', lastName: 'Pak', memberships: [{ organizationId: w.acmeId, roleId: w.roleId(w.acmeId, 'Customer user') }],
    });
    expect(invited.statusCode).toBe(201);
    expect(invited.json<ManagedUser>()).toMatchObject({ email: 'paula@acme-pharma.test', status: 'INVITED', memberships: [{ role: { name: 'Customer user' } }], allowedActions: ['edit', 'deactivate', 'delete', 'resendInvitation'] });
    const mail = (await outbox(w.t.app, 'paula@acme-pharma.test'))[0]!;
    expect(mail.text).toContain('/activate?token=');
    const activated = await w.t.app.inject({ method: 'POST', url: '/v1/users/activate', payload: { token: linkToken(mail, 'activate'), password: 'Paula-pass-2026' } });
    expect(activated.statusCode).toBeLessThan(300);
    const session = await login(w.t.app, 'paula@acme-pharma.test', 'Paula-pass-2026');
    expect(session.statusCode).toBe(200);
  });

  it('refuses an existing address, another organization, a role of another organization and a role with more power', async () => {
    const body = (organizationId: string, roleId: string, email = 'new.person@acme-pharma.test') => ({ email, firstName: 'New', lastName: 'Person', memberships: [{ organizationId, roleId }] });
    const again = await w.call('anna', 'POST', '/v1/users/invite', body(w.acmeId, w.roleId(w.acmeId, 'Viewer'), 'CARL@acme-pharma.test'));
    expect([again.statusCode, again.json().code]).toEqual([409, 'USER_ALREADY_EXISTS']);
    expect((await w.call('anna', 'POST', '/v1/users/invite', body(w.nordicId, w.roleId(w.nordicId, 'Viewer')))).statusCode).toBe(404);
    const mixed = await w.call('anna', 'POST', '/v1/users/invite', body(w.acmeId, w.roleId(w.nordicId, 'Viewer')));
    expect(mixed.json()).toMatchObject({ code: 'VALIDATION_ERROR', details: [{ path: 'memberships.0.roleId' }] });
    // ops (user:invite, user:view) may invite into any customer, but not give a Customer administrator role (user:organization:manage it lacks).
    expect((await w.call('ops', 'POST', '/v1/users/invite', body(w.nordicId, w.roleId(w.nordicId, 'Customer user'), 'olaf@nordic-fresh.test'))).statusCode).toBe(201);
    const stronger = await w.call('ops', 'POST', '/v1/users/invite', body(w.nordicId, w.roleId(w.nordicId, 'Customer administrator'), 'olga@nordic-fresh.test'));
    expect([stronger.statusCode, stronger.json().code]).toEqual([403, 'FORBIDDEN']);
    expect((await w.call('carl', 'POST', '/v1/users/invite', body(w.acmeId, w.roleId(w.acmeId, 'Viewer')))).statusCode).toBe(403);
    expect((await w.call('anna', 'POST', '/v1/users/invite', { email: 'x', firstName: '', lastName: 'Y', memberships: [] })).json().code).toBe('VALIDATION_ERROR');
    expect((await list('admin', '?q=new.person')).total).toBe(0);
  });
});

describe('changing users', () => {
  it('anna gives carl the Viewer role instead of Customer user; nothing to change is 400', async () => {
    const viewer = w.roleId(w.acmeId, 'Viewer');
    const changed = await w.call('anna', 'PATCH', `/v1/users/${w.self.carl!.id}`, { memberships: [{ organizationId: w.acmeId, roleId: viewer }] });
    expect(changed.json<ManagedUser>().memberships.map((m) => m.role.name)).toEqual(['Viewer']);
    expect((await w.call('anna', 'PATCH', `/v1/users/${w.self.carl!.id}`, { memberships: [{ organizationId: w.acmeId, roleId: viewer }] })).json().code).toBe('NOTHING_TO_CHANGE');
    expect((await w.call('anna', 'PATCH', `/v1/users/${w.self.carl!.id}`, { memberships: [] })).json().code).toBe('VALIDATION_ERROR');
    const back = await w.call('anna', 'PATCH', `/v1/users/${w.self.carl!.id}`, { firstName: 'Carl', memberships: [{ organizationId: w.acmeId, roleId: w.roleId(w.acmeId, 'Customer user') }] });
    expect(back.json<ManagedUser>().memberships.map((m) => m.role.name)).toEqual(['Customer user']);
    expect((await w.call('anna', 'PATCH', `/v1/users/${w.self.anna!.id}`, { firstName: 'Annie' })).statusCode).toBe(403);
    expect((await w.call('nils', 'PATCH', `/v1/users/${w.self.carl!.id}`, { firstName: 'X' })).statusCode).toBe(404);
  });

  it('deactivation ends the sessions at once; reactivation lets the user sign in again', async () => {
    const invited = (await w.call('anna', 'POST', '/v1/users/invite', { email: 'dora@acme-pharma.test', firstName: 'Dora', lastName: 'D', memberships: [{ organizationId: w.acmeId, roleId: w.roleId(w.acmeId, 'Viewer') }] })).json<ManagedUser>();
    await w.t.app.inject({ method: 'POST', url: '/v1/users/activate', payload: { token: linkToken((await outbox(w.t.app, 'dora@acme-pharma.test'))[0]!, 'activate'), password: 'Dora-pass-2026' } });
    const doraHeaders = authHeaders((await login(w.t.app, 'dora@acme-pharma.test', 'Dora-pass-2026')).json<LoginResponse>().tokens!);
    expect((await w.t.app.inject({ method: 'GET', url: '/v1/users/self', headers: doraHeaders })).statusCode).toBe(200);
    expect((await w.call('anna', 'POST', `/v1/users/${invited.id}/deactivate`)).json<ManagedUser>()).toMatchObject({ status: 'DEACTIVATED', allowedActions: ['edit', 'reactivate', 'delete'] });
    expect((await w.t.app.inject({ method: 'GET', url: '/v1/users/self', headers: doraHeaders })).statusCode).toBe(401);
    expect((await login(w.t.app, 'dora@acme-pharma.test', 'Dora-pass-2026')).statusCode).toBe(401);
    const twice = await w.call('anna', 'POST', `/v1/users/${invited.id}/deactivate`);
    expect([twice.statusCode, twice.json().code]).toEqual([409, 'INVALID_STATUS_TRANSITION']);
    expect((await w.call('anna', 'POST', `/v1/users/${invited.id}/reactivate`)).json<ManagedUser>().status).toBe('ACTIVE');
    expect((await login(w.t.app, 'dora@acme-pharma.test', 'Dora-pass-2026')).statusCode).toBe(200);
  });

  it('delete is soft: the user leaves lists and sign-in, and the address may be invited again', async () => {
    const viewer = w.roleId(w.acmeId, 'Viewer');
    const first = (await w.call('anna', 'POST', '/v1/users/invite', { email: 'eve@acme-pharma.test', firstName: 'Eve', lastName: 'E', memberships: [{ organizationId: w.acmeId, roleId: viewer }] })).json<ManagedUser>();
    expect((await w.call('carl', 'DELETE', `/v1/users/${first.id}`)).statusCode).toBe(403);
    expect((await w.call('anna', 'DELETE', `/v1/users/${first.id}`)).statusCode).toBe(204);
    expect((await w.call('anna', 'GET', `/v1/users/${first.id}`)).statusCode).toBe(404);
    expect((await list('anna', '?q=eve@')).total).toBe(0);
    const second = await w.call('anna', 'POST', '/v1/users/invite', { email: 'eve@acme-pharma.test', firstName: 'Eve', lastName: 'Again', memberships: [{ organizationId: w.acmeId, roleId: viewer }] });
    expect(second.statusCode).toBe(201);
    expect(second.json<ManagedUser>().id).not.toBe(first.id);
  });

  it('resends an invitation: the new link works, the old one does not', async () => {
    const ivan = await find('ivan@acme-pharma.test');
    const before = (await outbox(w.t.app, 'ivan@acme-pharma.test')).length;
    expect((await w.call('ops', 'POST', `/v1/users/${ivan.id}/invitation`)).statusCode).toBe(200);
    const mails = await outbox(w.t.app, 'ivan@acme-pharma.test');
    expect(mails.length).toBe(before + 1);
    const activate = (token: string) => w.t.app.inject({ method: 'POST', url: '/v1/users/activate', payload: { token, password: 'Ivan-pass-2026' } });
    // The outbox lists the newest first.
    expect((await activate(linkToken(mails.at(-1)!, 'activate'))).json().code).toBe('INVALID_ACTIVATION_TOKEN');
    expect((await activate(linkToken(mails[0]!, 'activate'))).statusCode).toBeLessThan(300);
    expect((await w.call('anna', 'POST', `/v1/users/${w.self.carl!.id}/invitation`)).json().code).toBe('INVALID_STATUS_TRANSITION');
    expect((await w.call('vera', 'POST', `/v1/users/${ivan.id}/invitation`)).statusCode).toBe(403);
  });
});
