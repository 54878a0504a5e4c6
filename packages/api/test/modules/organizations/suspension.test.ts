import type { Organization, OrganizationPage, Self } from '@freightdeck/contracts';
import { call, expectStatus, organizationsWorld, type OrganizationsWorld } from './world';

let w: OrganizationsWorld;
beforeAll(async () => {
  w = await organizationsWorld();
}, 120_000);
afterAll(() => w.t.close());

const codeOf = async (...args: Parameters<typeof call>) => {
  const response = await call(...args);
  return [response.statusCode, response.json().code];
};

describe('suspending and reactivating an organization', () => {
  it('takes the permissions of its users away until it is reactivated', async () => {
    await expectStatus(w, 'nils', 'GET', '/v1/bookings', 200);
    await expectStatus(w, 'nils', 'GET', `/v1/organizations/${w.ids.nordic}`, 200);

    const suspended = await expectStatus<Organization>(w, 'ops', 'POST', `/v1/organizations/${w.ids.nordic}/suspend`, 200, { reason: '  Unpaid invoices  ' });
    expect(suspended).toMatchObject({ status: 'SUSPENDED', suspendedReason: 'Unpaid invoices', allowedActions: expect.arrayContaining(['reactivate']) });
    expect(suspended.allowedActions).not.toContain('suspend');
    expect(Date.now() - Date.parse(suspended.suspendedAt!)).toBeLessThan(60_000);

    // Still signed in, but Nordic Fresh gives nils nothing any more.
    expect((await expectStatus<Self>(w, 'nils', 'GET', '/v1/users/self', 200)).organizations).toEqual([]);
    expect(await codeOf(w, 'nils', 'GET', '/v1/bookings')).toEqual([403, 'FORBIDDEN']);
    expect(await codeOf(w, 'nils', 'GET', '/v1/organizations')).toEqual([403, 'FORBIDDEN']);
    expect(await codeOf(w, 'nils', 'GET', `/v1/organizations/${w.ids.nordic}`)).toEqual([403, 'FORBIDDEN']);
    expect(await codeOf(w, 'nils', 'PATCH', `/v1/organizations/${w.ids.nordic}`, { address: 'Elsewhere' })).toEqual([403, 'FORBIDDEN']);
    // Other customers are untouched; staff find it under its status.
    await expectStatus(w, 'anna', 'GET', `/v1/organizations/${w.ids.acme}`, 200);
    expect((await expectStatus<OrganizationPage>(w, 'admin', 'GET', '/v1/organizations?status=SUSPENDED', 200)).items.map((i) => i.name)).toEqual(['Nordic Fresh']);

    const reactivated = await expectStatus<Organization>(w, 'admin', 'POST', `/v1/organizations/${w.ids.nordic}/reactivate`, 200);
    // The reason stays until the next suspension.
    expect(reactivated).toMatchObject({ status: 'ACTIVE', suspendedReason: 'Unpaid invoices', allowedActions: expect.arrayContaining(['suspend']) });
    await expectStatus(w, 'nils', 'GET', '/v1/bookings', 200);
    await expectStatus(w, 'nils', 'GET', `/v1/organizations/${w.ids.nordic}`, 200);
  });

  it('refuses transitions that are not possible with INVALID_STATUS_TRANSITION, changing nothing', async () => {
    expect(await codeOf(w, 'admin', 'POST', `/v1/organizations/${w.ids.primary}/suspend`, { reason: 'Try' })).toEqual([409, 'INVALID_STATUS_TRANSITION']);
    expect(await codeOf(w, 'admin', 'POST', `/v1/organizations/${w.ids.acme}/reactivate`)).toEqual([409, 'INVALID_STATUS_TRANSITION']);
    await expectStatus(w, 'admin', 'POST', `/v1/organizations/${w.ids.pacific}/suspend`, 200, { reason: 'First' });
    expect(await codeOf(w, 'admin', 'POST', `/v1/organizations/${w.ids.pacific}/suspend`, { reason: 'Second' })).toEqual([409, 'INVALID_STATUS_TRANSITION']);
    expect((await expectStatus<Organization>(w, 'admin', 'GET', `/v1/organizations/${w.ids.pacific}`, 200)).suspendedReason).toBe('First');
    await expectStatus(w, 'admin', 'POST', `/v1/organizations/${w.ids.pacific}/reactivate`, 200);
    expect((await expectStatus<Organization>(w, 'admin', 'GET', `/v1/organizations/${w.ids.primary}`, 200)).status).toBe('ACTIVE');
  });

  it('needs a reason (VALIDATION_ERROR) and a known organization (404)', async () => {
    const response = await call(w, 'ops', 'POST', `/v1/organizations/${w.ids.acme}/suspend`, { reason: '   ' });
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', details: [{ path: 'reason' }] });
    expect((await expectStatus<Organization>(w, 'ops', 'GET', `/v1/organizations/${w.ids.acme}`, 200)).status).toBe('ACTIVE');
    expect(await codeOf(w, 'ops', 'POST', '/v1/organizations/00000000-0000-4000-8000-000000000000/suspend', { reason: 'x' })).toEqual([404, 'NOT_FOUND']);
  });
});
