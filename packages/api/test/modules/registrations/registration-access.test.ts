import { count } from 'drizzle-orm';
import { registrationLinks } from '../../../src/db/schema';
import { registrationWorld, type Method, type Person, type RegistrationWorld } from './world';

const STAFF: Person[] = ['admin', 'ops'];
const CUSTOMERS: Person[] = ['anna', 'carl', 'vera', 'nils'];

interface Call { method: Method; url: string; payload?: unknown }

/** The staff endpoints: `organization:review` or `organization:manage` (Platform administrator, Operations agent). */
const staffCalls = (id: string): (Call & { ok: number })[] => [
  { method: 'POST', url: '/v1/organizations/registration-links', payload: { email: 'prospect@example.test' }, ok: 201 },
  { method: 'GET', url: '/v1/organizations/registration-links', ok: 200 },
  { method: 'GET', url: '/v1/organizations/registrations', ok: 200 },
  { method: 'GET', url: `/v1/organizations/registrations/${id}`, ok: 200 },
];

describe('registrations: who may call what', () => {
  let w: RegistrationWorld;
  let pendingId: string;
  beforeAll(async () => {
    w = await registrationWorld({ signIn: [...STAFF, ...CUSTOMERS] });
    const token = await w.sendLink('first@example.test');
    pendingId = (await w.apply(token)).json().id;
  });
  afterAll(() => w.t.close());

  const links = async () => Number((await w.t.database.db.select({ n: count() }).from(registrationLinks))[0]!.n);

  it.each(CUSTOMERS)('%s (a customer) gets 403 FORBIDDEN on every staff endpoint, and nothing changes', async (who) => {
    const before = await links();
    const calls: Call[] = [
      ...staffCalls(pendingId),
      { method: 'POST', url: `/v1/organizations/registrations/${pendingId}/approve`, payload: undefined },
      { method: 'POST', url: `/v1/organizations/registrations/${pendingId}/reject`, payload: { reason: 'Not for you' } },
    ];
    for (const call of calls) {
      const response = await w.call(who, call.method, call.url, call.payload);
      expect([call.method, call.url, response.statusCode, response.json().code]).toEqual([call.method, call.url, 403, 'FORBIDDEN']);
    }
    expect(await links()).toBe(before);
    expect((await w.call('ops', 'GET', `/v1/organizations/registrations/${pendingId}`)).json().status).toBe('PENDING');
  });

  it.each(STAFF)('%s (staff) sends links, lists and reads registrations, approves and rejects', async (who) => {
    for (const call of staffCalls(pendingId)) {
      const response = await w.call(who, call.method, call.url, call.payload);
      expect([call.method, call.url, response.statusCode]).toEqual([call.method, call.url, call.ok]);
    }
    const toApprove = (await w.apply(await w.sendLink(`approve-${who}@example.test`), { company: { name: `Approved by ${who}` }, administrator: { email: `admin-${who}@approved.test` } })).json().id;
    const toReject = (await w.apply(await w.sendLink(`reject-${who}@example.test`), { company: { name: `Rejected by ${who}` }, administrator: { email: `admin-${who}@rejected.test` } })).json().id;
    expect((await w.call(who, 'POST', `/v1/organizations/registrations/${toApprove}/approve`)).json()).toMatchObject({ status: 'APPROVED', organization: { name: `Approved by ${who}` } });
    expect((await w.call(who, 'POST', `/v1/organizations/registrations/${toReject}/reject`, { reason: 'Out of scope' })).json()).toMatchObject({ status: 'REJECTED' });
  });

  it('every staff endpoint answers 401 INVALID_ACCESS_TOKEN without a token', async () => {
    const calls: Call[] = [
      ...staffCalls(pendingId),
      { method: 'POST', url: `/v1/organizations/registrations/${pendingId}/approve`, payload: {} },
      { method: 'POST', url: `/v1/organizations/registrations/${pendingId}/reject`, payload: { reason: 'Not for you' } },
    ];
    for (const call of calls) {
      const response = await w.anon(call.method, call.url, call.payload);
      expect([call.url, response.statusCode, response.json().code]).toEqual([call.url, 401, 'INVALID_ACCESS_TOKEN']);
    }
  });

  it('the link lookup and the application need no token', async () => {
    const token = await w.sendLink('public@example.test', 'Public Produce');
    const lookup = await w.anon('GET', `/v1/organizations/registration-links/${encodeURIComponent(token)}`);
    expect(lookup.statusCode).toBe(200);
    expect(lookup.json().companyName).toBe('Public Produce');
    const applied = await w.apply(token, { company: { name: 'Public Produce' }, administrator: { email: 'pia@public-produce.test' } });
    expect(applied.statusCode).toBe(201);
  });

  it('the routes declare their rules (the route-access table)', () => {
    const rules = Object.fromEntries(w.t.app.routeAccess.filter((r) => r.url.includes('/registration')).map((r) => [`${r.method} ${r.url}`, r.access]));
    const staff = { permission: { or: ['organization:review', 'organization:manage'] } };
    expect(rules).toEqual({
      'POST /v1/organizations/registration-links': staff,
      'GET /v1/organizations/registration-links': staff,
      'GET /v1/organizations/registration-links/:token': 'public',
      'POST /v1/organizations/registrations': 'public',
      'GET /v1/organizations/registrations': staff,
      'GET /v1/organizations/registrations/:id': staff,
      'POST /v1/organizations/registrations/:id/approve': staff,
      'POST /v1/organizations/registrations/:id/reject': staff,
    });
  });
});
