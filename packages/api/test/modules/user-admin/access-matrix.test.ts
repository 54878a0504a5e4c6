import type { ManagedUser, Role } from '@freightdeck/contracts';
import { usersWorld, type Person, type UsersWorld } from './world';

/**
 * Every users and roles endpoint × each seeded role (admin, ops: primary organization; anna,
 * carl, vera: Acme Pharma; nils: Nordic Fresh) × a target in Acme Pharma and one in Nordic
 * Fresh. 403: the route's permission is missing; 404: the target is out of the caller's scope.
 */
let w: UsersWorld;
let seq = 0;
type Caller = Exclude<Person, 'tina'>;
const CALLERS: Caller[] = ['admin', 'ops', 'anna', 'carl', 'vera', 'nils'];
const codes = (row: Record<Caller, number>) => CALLERS.map((who) => row[who]);

beforeAll(async () => {
  w = await usersWorld();
});
afterAll(() => w.t.close());

/** A fresh INVITED user in an organization, made by the admin. */
async function invitee(organizationId: string): Promise<ManagedUser> {
  seq += 1;
  const response = await w.call('admin', 'POST', '/v1/users/invite', { email: `matrix${seq}@example.test`, firstName: 'Matrix', lastName: `No${seq}`, memberships: [{ organizationId, roleId: w.roleId(organizationId, 'Viewer') }] });
  return response.json<ManagedUser>();
}
const userIdOf = async (email: string) => (await w.call('admin', 'GET', `/v1/users?q=${encodeURIComponent(email)}`)).json<{ items: ManagedUser[] }>().items[0]!.id;

describe.each([
  ['Acme Pharma', () => w.acmeId, { admin: 200, ops: 200, anna: 200, carl: 403, vera: 403, nils: 404 }],
  ['Nordic Fresh', () => w.nordicId, { admin: 200, ops: 200, anna: 404, carl: 403, vera: 403, nils: 200 }],
] as const)('a user of %s', (_name, organization, visible) => {
  it('GET /v1/users/{id}', async () => {
    const target = await invitee(organization());
    const got = await Promise.all(CALLERS.map(async (who) => (await w.call(who, 'GET', `/v1/users/${target.id}`)).statusCode));
    expect(got).toEqual(codes(visible));
  });

  it('PATCH, deactivate, reactivate, resend invitation and DELETE: ops may only resend', async () => {
    const manage = { ...visible, ops: 403 };
    for (const [method, path, body, ok] of [
      ['PATCH', '', { lastName: 'Renamed' }, 200],
      ['POST', '/deactivate', undefined, 200],
      ['POST', '/reactivate', undefined, 200],
      ['POST', '/invitation', undefined, 200],
      ['DELETE', '', undefined, 204],
    ] as const) {
      const expected: Record<Caller, number> = path === '/invitation' ? visible : manage;
      for (const who of CALLERS) {
        // A fresh target each time, in the state the call needs (reactivate: a deactivated one).
        const target = await invitee(organization());
        if (path === '/reactivate') await w.call('admin', 'POST', `/v1/users/${target.id}/deactivate`);
        const status = (await w.call(who, method, `/v1/users/${target.id}${path}`, body)).statusCode;
        expect([who, method, path, status]).toEqual([who, method, path, expected[who] === 200 ? ok : expected[who]]);
      }
    }
  });

  it('POST /v1/users/invite into it', async () => {
    const roleId = w.roleId(organization(), 'Viewer');
    const got: number[] = [];
    for (const who of CALLERS) {
      seq += 1;
      got.push((await w.call(who, 'POST', '/v1/users/invite', { email: `invited${seq}@example.test`, firstName: 'I', lastName: 'N', memberships: [{ organizationId: organization(), roleId }] })).statusCode);
    }
    expect(got).toEqual(codes({ ...visible, admin: 201, ops: 201, ...(visible.anna === 200 ? { anna: 201 } : {}), ...(visible.nils === 200 ? { nils: 201 } : {}) }));
  });

  it('GET, PATCH and DELETE /v1/users/roles/{id} and POST /v1/users/roles into it: only the admin changes roles', async () => {
    const role = (await w.call('admin', 'POST', '/v1/users/roles', { organizationId: organization(), name: `Matrix ${++seq}`, permissions: ['quotation:view'] })).json<Role>();
    const seen = await Promise.all(CALLERS.map(async (who) => (await w.call(who, 'GET', `/v1/users/roles/${role.id}`)).statusCode));
    expect(seen).toEqual(codes(visible));
    const patched: number[] = [];
    const created: number[] = [];
    for (const who of CALLERS) {
      patched.push((await w.call(who, 'PATCH', `/v1/users/roles/${role.id}`, { description: `by ${who}` })).statusCode);
      created.push((await w.call(who, 'POST', '/v1/users/roles', { organizationId: organization(), name: `By ${who} ${++seq}`, permissions: ['quotation:view'] })).statusCode);
    }
    expect(patched).toEqual(codes({ admin: 200, ops: 403, anna: 403, carl: 403, vera: 403, nils: 403 }));
    expect(created).toEqual(codes({ admin: 201, ops: 403, anna: 403, carl: 403, vera: 403, nils: 403 }));
    const deleted = await Promise.all(CALLERS.filter((who) => who !== 'admin').map(async (who) => (await w.call(who, 'DELETE', `/v1/users/roles/${role.id}`)).statusCode));
    expect(deleted).toEqual([403, 403, 403, 403, 403]);
    expect((await w.call('admin', 'DELETE', `/v1/users/roles/${role.id}`)).statusCode).toBe(204);
  });
});

it('GET /v1/users and GET /v1/users/roles: who may list', async () => {
  const users = await Promise.all(CALLERS.map(async (who) => (await w.call(who, 'GET', '/v1/users')).statusCode));
  expect(users).toEqual(codes({ admin: 200, ops: 200, anna: 200, carl: 403, vera: 403, nils: 200 }));
  const roles = await Promise.all(CALLERS.map(async (who) => (await w.call(who, 'GET', '/v1/users/roles')).statusCode));
  expect(roles).toEqual(codes({ admin: 200, ops: 200, anna: 200, carl: 403, vera: 403, nils: 200 }));
  // tina's and ivan's ids, for the record: found by the admin, hidden from the other organization.
  expect((await w.call('anna', 'GET', `/v1/users/${await userIdOf('tina@nordic-fresh.test')}`)).statusCode).toBe(404);
  expect((await w.call('nils', 'GET', `/v1/users/${await userIdOf('ivan@acme-pharma.test')}`)).statusCode).toBe(404);
});
