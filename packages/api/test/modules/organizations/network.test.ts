import { and, eq } from 'drizzle-orm';
import { NetworkLinkSchema, type NetworkLink, type Organization } from '@freightdeck/contracts';
import { roles } from '../../../src/db/schema';
import { call, expectStatus, newOrganization, organizationsWorld, type OrganizationsWorld, type Who } from './world';

let w: OrganizationsWorld;
beforeAll(async () => {
  w = await organizationsWorld();
}, 120_000);
afterAll(() => w.t.close());

const network = (id: string) => `/v1/organizations/${id}/network`;
const linksOf = async (who: Who, id: string) => (await expectStatus<{ items: NetworkLink[] }>(w, who, 'GET', network(id), 200)).items;

describe('the network of an organization', () => {
  it('links partners and shows each link from both sides with the inverse relation', async () => {
    const shipper = NetworkLinkSchema.parse(await expectStatus(w, 'ops', 'POST', network(w.ids.nordic), 201, { partnerId: w.ids.acme, relation: 'SHIPPER', note: 'Reefer lane' }));
    expect(shipper).toMatchObject({ partner: { id: w.ids.acme, name: 'Acme Pharma', country: 'CH', status: 'ACTIVE' }, relation: 'SHIPPER', note: 'Reefer lane' });
    await expectStatus(w, 'admin', 'POST', network(w.ids.nordic), 201, { partnerId: w.ids.pacific, relation: 'CONSIGNEE' });
    expect((await linksOf('nils', w.ids.nordic)).map((l) => [l.partner.name, l.relation])).toEqual([['Acme Pharma', 'SHIPPER'], ['Pacific Parts', 'CONSIGNEE']]);
    expect((await linksOf('anna', w.ids.acme)).map((l) => [l.id, l.partner.name, l.relation])).toEqual([[shipper.id, 'Nordic Fresh', 'FORWARDER']]);
    expect((await linksOf('admin', w.ids.pacific)).map((l) => [l.partner.name, l.relation])).toEqual([['Nordic Fresh', 'SHIPPER']]);
    // Listing a partner does not let a customer see it.
    expect((await call(w, 'anna', 'GET', `/v1/organizations/${w.ids.nordic}`)).statusCode).toBe(404);
  });

  it('refuses a link to itself (VALIDATION_ERROR), a second link of a pair from either side (CONFLICT) and an unknown partner (404)', async () => {
    const self = await call(w, 'admin', 'POST', network(w.ids.acme), { partnerId: w.ids.acme, relation: 'PARTNER' });
    expect(self.json()).toMatchObject({ code: 'VALIDATION_ERROR', details: [{ path: 'partnerId' }] });
    const a = await newOrganization(w);
    const b = await newOrganization(w);
    await expectStatus(w, 'admin', 'POST', network(a.id), 201, { partnerId: b.id, relation: 'AGENT' });
    for (const [from, to] of [[a, b], [b, a]] as const) {
      const again = await call(w, 'admin', 'POST', network(from.id), { partnerId: to.id, relation: 'PARTNER' });
      expect([again.statusCode, again.json().code]).toEqual([409, 'CONFLICT']);
    }
    const unknown = await call(w, 'admin', 'POST', network(a.id), { partnerId: '00000000-0000-4000-8000-000000000000', relation: 'PARTNER' });
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'NOT_FOUND']);
    const bad = await call(w, 'admin', 'POST', network(a.id), { partnerId: 'acme', relation: 'FRIEND' });
    expect(bad.json().details.map((d: { path: string }) => d.path).sort()).toEqual(['partnerId', 'relation']);
    expect((await linksOf('admin', a.id)).map((l) => [l.partner.id, l.relation])).toEqual([[b.id, 'AGENT']]);
  });

  it('removes a link from either side; a link of other organizations is 404', async () => {
    const a = await newOrganization(w);
    const b = await newOrganization(w);
    const c = await newOrganization(w);
    const link = await expectStatus<NetworkLink>(w, 'admin', 'POST', network(a.id), 201, { partnerId: b.id, relation: 'FORWARDER' });
    expect((await call(w, 'ops', 'DELETE', `${network(c.id)}/${link.id}`)).statusCode).toBe(404);
    await expectStatus(w, 'ops', 'DELETE', `${network(b.id)}/${link.id}`, 204);
    expect(await linksOf('admin', a.id)).toEqual([]);
    expect((await call(w, 'ops', 'DELETE', `${network(a.id)}/${link.id}`)).statusCode).toBe(404);
  });

  it('lets a customer holding organization-network:manage link only organizations in their scope', async () => {
    await w.t.database.db.update(roles).set({ permissions: ['organization:own:manage', 'organization-network'] }).where(and(eq(roles.organizationId, w.ids.acme), eq(roles.name, 'Customer administrator')));
    const subsidiary = await expectStatus<Organization>(w, 'anna', 'POST', '/v1/organizations', 201, { name: 'Acme Pharma Nordics', country: 'SE' });
    expect(subsidiary.allowedActions).toContain('manageNetwork');
    const link = await expectStatus<NetworkLink>(w, 'anna', 'POST', network(w.ids.acme), 201, { partnerId: subsidiary.id, relation: 'PARTNER' });
    expect((await call(w, 'anna', 'POST', network(w.ids.acme), { partnerId: w.ids.pacific, relation: 'SHIPPER' })).statusCode).toBe(404);
    expect((await call(w, 'anna', 'POST', network(w.ids.nordic), { partnerId: w.ids.acme, relation: 'SHIPPER' })).statusCode).toBe(404);
    await expectStatus(w, 'anna', 'DELETE', `${network(subsidiary.id)}/${link.id}`, 204);
  });
});
