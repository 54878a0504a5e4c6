import type { OrganizationPage } from '@freightdeck/contracts';
import { call, EVERYONE, expectStatus, newContact, newOrganization, organizationsWorld, uniqueName, type Method, type OrganizationsWorld, type Who } from './world';

/**
 * Every organization endpoint × each seeded role × their own and another organization
 * (docs/product/permissions.md#enforcement-in-the-api): out of scope 404, in view scope without the
 * right 403. Staff's "own" is the primary organization; a customer's "other" is the other customer.
 */
let w: OrganizationsWorld;
beforeAll(async () => {
  w = await organizationsWorld();
}, 120_000);
afterAll(() => w.t.close());

const target = (who: Who, side: 'own' | 'other') => {
  const own = { admin: w.ids.primary, ops: w.ids.primary, anna: w.ids.acme, carl: w.ids.acme, vera: w.ids.acme, nils: w.ids.nordic }[who];
  const other = who === 'nils' || who === 'admin' || who === 'ops' ? w.ids.acme : w.ids.nordic;
  return side === 'own' ? own : other;
};

type Expect = Record<Who, [own: number, other: number]>;
const VIEW: Expect = { admin: [200, 200], ops: [200, 200], anna: [200, 404], carl: [200, 404], vera: [200, 404], nils: [200, 404] };
// carl and vera hold no organization manage permission at all: the route refuses them before any lookup.
const MANAGE: Expect = { admin: [200, 200], ops: [200, 200], anna: [200, 404], carl: [403, 403], vera: [403, 403], nils: [200, 404] };
const NETWORK_VIEW: Expect = { admin: [200, 200], ops: [200, 200], anna: [200, 404], carl: [403, 403], vera: [403, 403], nils: [200, 404] };
const NETWORK_MANAGE: Expect = { admin: [201, 201], ops: [201, 201], anna: [403, 403], carl: [403, 403], vera: [403, 403], nils: [403, 403] };
const as = (e: Expect, ok: number): Expect => Object.fromEntries(EVERYONE.map((who) => [who, e[who].map((s) => (s < 300 ? ok : s))])) as Expect;

interface Case {
  name: string;
  expected: Expect;
  /** The request for one caller and organization (may prepare records as admin first). */
  request: (who: Who, id: string) => Promise<[Method, string, unknown?]>;
}

const CASES: Case[] = [
  { name: 'GET /organizations/:id', expected: VIEW, request: async (_, id) => ['GET', `/v1/organizations/${id}`] },
  { name: 'PATCH /organizations/:id', expected: MANAGE, request: async (who, id) => ['PATCH', `/v1/organizations/${id}`, { address: `${uniqueName(who)} street` }] },
  { name: 'GET /organizations/:id/contacts', expected: VIEW, request: async (_, id) => ['GET', `/v1/organizations/${id}/contacts`] },
  { name: 'POST /organizations/:id/contacts', expected: as(MANAGE, 201), request: async (who, id) => ['POST', `/v1/organizations/${id}/contacts`, { name: who, email: `${uniqueName(who).replace(/\W+/g, '.')}@example.test` }] },
  {
    name: 'PATCH /organizations/:id/contacts/:contactId', expected: MANAGE,
    request: async (who, id) => ['PATCH', `/v1/organizations/${id}/contacts/${(await newContact(w, id)).id}`, { position: `Changed by ${who}` }],
  },
  { name: 'DELETE /organizations/:id/contacts/:contactId', expected: as(MANAGE, 204), request: async (_, id) => ['DELETE', `/v1/organizations/${id}/contacts/${(await newContact(w, id)).id}`] },
  { name: 'GET /organizations/:id/network', expected: NETWORK_VIEW, request: async (_, id) => ['GET', `/v1/organizations/${id}/network`] },
  { name: 'POST /organizations/:id/network', expected: NETWORK_MANAGE, request: async (_, id) => ['POST', `/v1/organizations/${id}/network`, { partnerId: (await newOrganization(w)).id, relation: 'PARTNER' }] },
  {
    name: 'DELETE /organizations/:id/network/:linkId', expected: as(NETWORK_MANAGE, 204),
    request: async (_, id) => {
      const link = await expectStatus<{ id: string }>(w, 'admin', 'POST', `/v1/organizations/${id}/network`, 201, { partnerId: (await newOrganization(w)).id, relation: 'AGENT' });
      return ['DELETE', `/v1/organizations/${id}/network/${link.id}`];
    },
  },
];

describe.each(CASES)('$name', ({ expected, request }) => {
  it.each(EVERYONE)('as %s on their own and on another organization', async (who) => {
    const answers = [];
    for (const side of ['own', 'other'] as const) {
      const [method, url, payload] = await request(who, target(who, side));
      const response = await call(w, who, method, url, payload);
      answers.push(response.statusCode);
      if (response.statusCode >= 400) expect(response.json().code).toBe({ 400: 'VALIDATION_ERROR', 403: 'FORBIDDEN', 404: 'NOT_FOUND' }[response.statusCode]);
    }
    expect(answers).toEqual(expected[who]);
  });
});

describe('GET /organizations', () => {
  it.each(EVERYONE)('as %s lists exactly the organizations in scope', async (who) => {
    const page = await expectStatus<OrganizationPage>(w, who, 'GET', '/v1/organizations?pageSize=100', 200);
    const names = page.items.map((i) => i.name);
    const expected = { admin: 'all', ops: 'all', anna: ['Acme Pharma'], carl: ['Acme Pharma'], vera: ['Acme Pharma'], nils: ['Nordic Fresh'] }[who];
    if (expected === 'all') expect(names).toEqual(expect.arrayContaining(['Acme Pharma', 'Freightdeck Operations', 'Nordic Fresh', 'Pacific Parts']));
    else expect(names).toEqual(expected);
    expect(page.total).toBe(page.items.length);
  });
});

describe('POST /organizations', () => {
  it.each<[Who, number]>([['admin', 201], ['ops', 201], ['anna', 201], ['carl', 403], ['vera', 403], ['nils', 201]])('as %s answers %i', async (who, status) => {
    expect((await call(w, who, 'POST', '/v1/organizations', { name: uniqueName(who), country: 'CH' })).statusCode).toBe(status);
  });
});

describe('POST /organizations/:id/suspend and /reactivate (staff only)', () => {
  it.each<Who>(['anna', 'carl', 'vera', 'nils'])('as %s answers 403 on their own and another organization', async (who) => {
    for (const side of ['own', 'other'] as const) {
      const id = target(who, side);
      expect((await call(w, who, 'POST', `/v1/organizations/${id}/suspend`, { reason: 'no' })).statusCode).toBe(403);
      expect((await call(w, who, 'POST', `/v1/organizations/${id}/reactivate`)).statusCode).toBe(403);
    }
  });
  it.each<Who>(['admin', 'ops'])('as %s suspends and reactivates another organization; their own (primary) is 409', async (who) => {
    await expectStatus(w, who, 'POST', `/v1/organizations/${w.ids.pacific}/suspend`, 200, { reason: 'Unpaid invoices' });
    await expectStatus(w, who, 'POST', `/v1/organizations/${w.ids.pacific}/reactivate`, 200);
    expect((await call(w, who, 'POST', `/v1/organizations/${w.ids.primary}/suspend`, { reason: 'no' })).json().code).toBe('INVALID_STATUS_TRANSITION');
  });
});
