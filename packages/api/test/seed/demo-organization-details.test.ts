import type { NetworkLink, Organization } from '@freightdeck/contracts';
import { DEMO_ORGANIZATION_DETAILS_STEP } from '../../src/seed/demo-organization-details';
import { seedDemo, WORLD_STEPS } from '../../src/seed';
import { authHeaders, signIn } from '../helpers/auth';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('gives the demo customers contacts and a network, once, seen through the API as anna sees it', async () => {
  expect(await seedDemo(t.database.db, { isProduction: false, seedDemo: true }, undefined, [...WORLD_STEPS, DEMO_ORGANIZATION_DETAILS_STEP])).toEqual({ ran: ['organization-contacts-and-network'], skipped: null });
  expect(await seedDemo(t.database.db, { isProduction: false, seedDemo: true }, undefined, [...WORLD_STEPS, DEMO_ORGANIZATION_DETAILS_STEP])).toEqual({ ran: [], skipped: null });
  const headers = authHeaders(await signIn(t.app, 'anna@acme-pharma.test'));
  const self = (await t.app.inject({ method: 'GET', url: '/v1/users/self', headers })).json<{ organizations: { id: string }[] }>();
  const acme = self.organizations[0]!.id;
  const details = (await t.app.inject({ method: 'GET', url: `/v1/organizations/${acme}`, headers })).json<Organization>();
  expect(details.contacts.map((c) => c.name).sort()).toEqual(['Accounts payable', 'Jonas Keller']);
  const network = (await t.app.inject({ method: 'GET', url: `/v1/organizations/${acme}/network`, headers })).json<{ items: NetworkLink[] }>();
  expect(network.items.map((l) => `${l.partner.name}:${l.relation}`).sort()).toEqual(['Freightdeck Operations:FORWARDER', 'Pacific Parts:PARTNER']);
});
