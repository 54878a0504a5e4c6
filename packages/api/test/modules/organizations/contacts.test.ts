import { ContactSchema, type Contact, type Organization } from '@freightdeck/contracts';
import { call, expectStatus, organizationsWorld, type OrganizationsWorld } from './world';

let w: OrganizationsWorld;
beforeAll(async () => {
  w = await organizationsWorld();
}, 120_000);
afterAll(() => w.t.close());

const url = (suffix = '') => `/v1/organizations/${w.ids.acme}/contacts${suffix}`;
const listed = async () => (await expectStatus<{ items: Contact[] }>(w, 'vera', 'GET', url(), 200)).items;

describe('contacts of an organization', () => {
  it('adds, lists (by name, also on the details), changes and removes contacts', async () => {
    const lena = ContactSchema.parse(await expectStatus(w, 'anna', 'POST', url(), 201, { name: 'Lena Logistics', email: 'Lena@Acme-Pharma.test', phone: '+41 61 688 1111', position: 'Logistics manager' }));
    expect(lena).toMatchObject({ email: 'lena@acme-pharma.test', phone: '+41 61 688 1111', position: 'Logistics manager' });
    const ali = await expectStatus<Contact>(w, 'anna', 'POST', url(), 201, { name: 'Ali Accounts', email: 'ap@acme-pharma.test' });
    expect(ali).toMatchObject({ phone: null, position: '' });
    expect((await listed()).map((c) => c.name)).toEqual(['Ali Accounts', 'Lena Logistics']);
    expect((await expectStatus<Organization>(w, 'carl', 'GET', `/v1/organizations/${w.ids.acme}`, 200)).contacts.map((c) => c.id)).toEqual([ali.id, lena.id]);

    const changed = await expectStatus<Contact>(w, 'anna', 'PATCH', url(`/${ali.id}`), 200, { phone: '+41 61 000 0000', position: 'Accounts payable' });
    expect(changed).toMatchObject({ name: 'Ali Accounts', phone: '+41 61 000 0000', position: 'Accounts payable' });
    expect((await expectStatus<Contact>(w, 'anna', 'PATCH', url(`/${ali.id}`), 200, { phone: null })).phone).toBeNull();
    // Its own e-mail in another case is a change, not a duplicate.
    expect((await expectStatus<Contact>(w, 'admin', 'PATCH', url(`/${lena.id}`), 200, { email: 'LENA@acme-pharma.test', name: 'Lena L.' })).name).toBe('Lena L.');

    await expectStatus(w, 'anna', 'DELETE', url(`/${ali.id}`), 204);
    expect((await listed()).map((c) => c.id)).toEqual([lena.id]);
    expect((await call(w, 'anna', 'DELETE', url(`/${ali.id}`))).statusCode).toBe(404);
  });

  it('refuses an e-mail another contact of the organization uses, in any case, with CONTACT_EMAIL_ALREADY_USED', async () => {
    const first = await expectStatus<Contact>(w, 'anna', 'POST', url(), 201, { name: 'Dora Dup', email: 'dora@example.test' });
    const second = await expectStatus<Contact>(w, 'anna', 'POST', url(), 201, { name: 'Eric Else', email: 'eric@example.test' });
    const onCreate = await call(w, 'anna', 'POST', url(), { name: 'Dora Again', email: 'DORA@example.test' });
    expect([onCreate.statusCode, onCreate.json().code]).toEqual([409, 'CONTACT_EMAIL_ALREADY_USED']);
    const onUpdate = await call(w, 'anna', 'PATCH', url(`/${second.id}`), { email: 'Dora@Example.test' });
    expect([onUpdate.statusCode, onUpdate.json().code]).toEqual([409, 'CONTACT_EMAIL_ALREADY_USED']);
    // Another organization may have a contact with the same e-mail.
    await expectStatus(w, 'nils', 'POST', `/v1/organizations/${w.ids.nordic}/contacts`, 201, { name: 'Dora at Nordic', email: 'dora@example.test' });
    expect((await listed()).filter((c) => c.email === 'dora@example.test').map((c) => c.id)).toEqual([first.id]);
  });

  it('answers NOTHING_TO_CHANGE to an empty or unchanged patch', async () => {
    const contact = await expectStatus<Contact>(w, 'anna', 'POST', url(), 201, { name: 'Nora Noop', email: 'nora@example.test', position: 'Buyer' });
    for (const body of [{}, { name: 'Nora Noop', position: 'Buyer' }, { email: 'NORA@example.test' }]) {
      const response = await call(w, 'anna', 'PATCH', url(`/${contact.id}`), body);
      expect([response.statusCode, response.json().code]).toEqual([400, 'NOTHING_TO_CHANGE']);
    }
  });

  it('refuses bad input with VALIDATION_ERROR naming each field, and adds nothing', async () => {
    const before = (await listed()).length;
    const response = await call(w, 'anna', 'POST', url(), { name: '', email: 'not-an-email', phone: '061 688 11 11' });
    expect(response.json().code).toBe('VALIDATION_ERROR');
    expect(response.json().details.map((d: { path: string }) => d.path).sort()).toEqual(['email', 'name', 'phone']);
    expect((await listed()).length).toBe(before);
  });

  it('answers 404 for a contact of another organization, even to staff', async () => {
    const nordic = await expectStatus<Contact>(w, 'nils', 'POST', `/v1/organizations/${w.ids.nordic}/contacts`, 201, { name: 'Nordic Person', email: 'person@nordic-fresh.test' });
    for (const method of ['PATCH', 'DELETE'] as const) {
      expect((await call(w, 'admin', method, url(`/${nordic.id}`), method === 'PATCH' ? { name: 'Moved' } : undefined)).statusCode).toBe(404);
    }
  });
});
