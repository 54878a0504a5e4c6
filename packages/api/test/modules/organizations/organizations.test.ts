import { OrganizationPageSchema, OrganizationSchema, type Organization, type OrganizationPage, type Self } from '@freightdeck/contracts';
import { eq } from 'drizzle-orm';
import { auditLog, roles } from '../../../src/db/schema';
import { call, expectStatus, organizationsWorld, uniqueName, type OrganizationsWorld } from './world';

let w: OrganizationsWorld;
beforeAll(async () => {
  w = await organizationsWorld();
}, 120_000);
afterAll(() => w.t.close());

const names = async (query: string) => (await expectStatus<OrganizationPage>(w, 'admin', 'GET', `/v1/organizations${query}`, 200)).items.map((i) => i.name);

describe('GET /v1/organizations', () => {
  it('sorts by name, counts users and pages', async () => {
    const page = OrganizationPageSchema.parse(await expectStatus(w, 'admin', 'GET', '/v1/organizations?pageSize=2', 200));
    expect(page).toMatchObject({ total: 4, page: 1, pageSize: 2 });
    expect(page.items.map((i) => i.name)).toEqual(['Acme Pharma', 'Freightdeck Operations']);
    // anna, carl, vera and the invited ivan; the primary organization's admin and ops.
    expect(page.items.map((i) => i.userCount)).toEqual([4, 2]);
    expect(page.items[1]).toMatchObject({ type: 'OPERATOR', isPrimary: true, country: 'NL', status: 'ACTIVE' });
    expect(await names('?page=2&pageSize=2')).toEqual(['Nordic Fresh', 'Pacific Parts']);
  });

  it('searches name and tax id in any case, filters by status and type', async () => {
    expect(await names('?q=FRESH')).toEqual(['Nordic Fresh']);
    expect(await names('?q=che-123')).toEqual(['Acme Pharma']);
    expect(await names('?q=%25')).toEqual([]);
    expect(await names('?type=OPERATOR')).toEqual(['Freightdeck Operations']);
    expect(await names('?status=SUSPENDED')).toEqual([]);
  });

  it('refuses bad filters with VALIDATION_ERROR naming the field', async () => {
    const response = await call(w, 'admin', 'GET', '/v1/organizations?status=GONE&pageSize=0');
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_ERROR');
    expect(response.json().details.map((d: { path: string }) => d.path)).toEqual(expect.arrayContaining(['query.status', 'query.pageSize']));
  });
});

describe('GET /v1/organizations/:id', () => {
  it('answers details with contacts and the caller\'s allowed actions', async () => {
    const forAdmin = OrganizationSchema.parse(await expectStatus(w, 'admin', 'GET', `/v1/organizations/${w.ids.acme}`, 200));
    expect(forAdmin).toMatchObject({ name: 'Acme Pharma', taxId: 'CHE-123.456.789', address: 'Grenzacherstrasse 124, 4058 Basel', suspendedAt: null, contacts: [] });
    expect(forAdmin.allowedActions).toEqual(['edit', 'suspend', 'manageContacts', 'viewNetwork', 'manageNetwork']);
    const forPrimary = await expectStatus<Organization>(w, 'ops', 'GET', `/v1/organizations/${w.ids.primary}`, 200);
    expect(forPrimary.allowedActions).not.toContain('suspend');
    expect((await expectStatus<Organization>(w, 'anna', 'GET', `/v1/organizations/${w.ids.acme}`, 200)).allowedActions).toEqual(['edit', 'manageContacts', 'viewNetwork']);
    expect((await expectStatus<Organization>(w, 'carl', 'GET', `/v1/organizations/${w.ids.acme}`, 200)).allowedActions).toEqual([]);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect((await call(w, 'admin', 'GET', '/v1/organizations/00000000-0000-4000-8000-000000000000')).json().code).toBe('NOT_FOUND');
    expect((await call(w, 'admin', 'GET', '/v1/organizations/acme')).json()).toMatchObject({ code: 'VALIDATION_ERROR', details: [{ path: 'params.id' }] });
  });
});

describe('POST /v1/organizations', () => {
  it('lets staff create a customer organization with its roles, without joining it', async () => {
    const created = await expectStatus<Organization>(w, 'ops', 'POST', '/v1/organizations', 201, { name: '  Baltic Cargo  ', country: 'lv', taxId: 'LV40003000001' });
    expect(created).toMatchObject({ name: 'Baltic Cargo', country: 'LV', type: 'CUSTOMER', isPrimary: false, status: 'ACTIVE', address: null, userCount: 0 });
    const self = await expectStatus<Self>(w, 'ops', 'GET', '/v1/users/self', 200);
    expect(self.organizations.map((o) => o.name)).not.toContain('Baltic Cargo');
    const made = await w.t.database.db.select({ name: roles.name }).from(roles).where(eq(roles.organizationId, created.id));
    expect(made.map((r) => r.name).sort()).toEqual(['Customer administrator', 'Customer user', 'Viewer']);
    const entries = await w.t.database.db.select().from(auditLog);
    expect(entries).toEqual(expect.arrayContaining([expect.objectContaining({ action: 'organization.create', subjectId: created.id })]));
  });

  it('makes a customer administrator the administrator of the organization they create', async () => {
    const created = await expectStatus<Organization>(w, 'anna', 'POST', '/v1/organizations', 201, { name: 'Acme Pharma Logistics', country: 'DE' });
    expect(created).toMatchObject({ userCount: 1, allowedActions: ['edit', 'manageContacts', 'viewNetwork'] });
    const self = await expectStatus<Self>(w, 'anna', 'GET', '/v1/users/self', 200);
    expect(self.organizations.map((o) => o.name)).toEqual(['Acme Pharma', 'Acme Pharma Logistics']);
    expect((await expectStatus<OrganizationPage>(w, 'anna', 'GET', '/v1/organizations', 200)).items.map((i) => i.name)).toEqual(['Acme Pharma', 'Acme Pharma Logistics']);
    await expectStatus(w, 'anna', 'PATCH', `/v1/organizations/${created.id}`, 200, { address: 'Hafenstrasse 1, Hamburg' });
    // carl is not a member of the new organization.
    expect((await call(w, 'carl', 'GET', `/v1/organizations/${created.id}`)).statusCode).toBe(404);
  });

  it('refuses a taken name in any case with ORGANIZATION_ALREADY_EXISTS', async () => {
    const response = await call(w, 'admin', 'POST', '/v1/organizations', { name: 'NORDIC fresh', country: 'NO' });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('ORGANIZATION_ALREADY_EXISTS');
  });

  it('refuses bad input with VALIDATION_ERROR and creates nothing', async () => {
    const before = (await expectStatus<OrganizationPage>(w, 'admin', 'GET', '/v1/organizations', 200)).total;
    const response = await call(w, 'admin', 'POST', '/v1/organizations', { name: 'X', country: 'Germany', type: 'OPERATOR' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(response.json().details.map((d: { path: string }) => d.path).sort()).toEqual(['country', 'name']);
    expect((await expectStatus<OrganizationPage>(w, 'admin', 'GET', '/v1/organizations', 200)).total).toBe(before);
  });
});

describe('PATCH /v1/organizations/:id', () => {
  it('changes the fields given', async () => {
    const { id } = await expectStatus<Organization>(w, 'admin', 'POST', '/v1/organizations', 201, { name: uniqueName(), country: 'FR' });
    const updated = await expectStatus<Organization>(w, 'admin', 'PATCH', `/v1/organizations/${id}`, 200, { name: 'Lyon Freight', taxId: 'FR12345678901', address: '' });
    expect(updated).toMatchObject({ name: 'Lyon Freight', taxId: 'FR12345678901', address: null, country: 'FR' });
    // Another case of its own name is a change, not a conflict.
    expect((await expectStatus<Organization>(w, 'admin', 'PATCH', `/v1/organizations/${id}`, 200, { name: 'LYON Freight' })).name).toBe('LYON Freight');
  });

  it('answers NOTHING_TO_CHANGE to an empty or unchanged patch', async () => {
    for (const body of [{}, { name: 'Nordic Fresh', country: 'NO' }, { unknown: 'field' }]) {
      const response = await call(w, 'nils', 'PATCH', `/v1/organizations/${w.ids.nordic}`, body);
      expect([response.statusCode, response.json().code]).toEqual([400, 'NOTHING_TO_CHANGE']);
    }
  });

  it('answers ORGANIZATION_ALREADY_EXISTS to another organization\'s name, and VALIDATION_ERROR to bad fields', async () => {
    const taken = await call(w, 'nils', 'PATCH', `/v1/organizations/${w.ids.nordic}`, { name: 'pacific parts' });
    expect([taken.statusCode, taken.json().code]).toEqual([409, 'ORGANIZATION_ALREADY_EXISTS']);
    const bad = await call(w, 'nils', 'PATCH', `/v1/organizations/${w.ids.nordic}`, { country: 'NOR', taxId: 'x'.repeat(51) });
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(bad.json().details.map((d: { path: string }) => d.path).sort()).toEqual(['country', 'taxId']);
    expect((await expectStatus<Organization>(w, 'nils', 'GET', `/v1/organizations/${w.ids.nordic}`, 200)).country).toBe('NO');
  });
});
