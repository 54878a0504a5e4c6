import { count, eq } from 'drizzle-orm';
import { organizations, registrationLinks, registrations, users } from '../../../src/db/schema';
import { outbox } from '../../helpers/mail';
import { registrationWorld, type RegistrationWorld } from './world';

describe('registrations: conflicts, bad input and decisions (one winner of each race)', () => {
  let w: RegistrationWorld;
  beforeAll(async () => {
    w = await registrationWorld();
  });
  afterAll(() => w.t.close());

  const stored = async () => Number((await w.t.database.db.select({ n: count() }).from(registrations))[0]!.n);
  const linkOf = async (email: string) => (await w.t.database.db.select().from(registrationLinks).where(eq(registrationLinks.email, email)))[0]!;

  it('USER_ALREADY_EXISTS (409) when the administrator is a user (any case); the link stays open', async () => {
    const token = await w.sendLink('taken@example.test');
    const before = await stored();
    const response = await w.apply(token, { company: { name: 'Taken Trading' }, administrator: { email: 'Anna@Acme-Pharma.test' } });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ code: 'USER_ALREADY_EXISTS', message: 'User already exists', details: [{ path: 'administrator.email', message: 'already belongs to a user' }] });
    expect(await stored()).toBe(before);
    expect((await linkOf('taken@example.test')).usedAt).toBeNull();
    expect((await w.apply(token, { company: { name: 'Taken Trading' }, administrator: { email: 'tom@taken.test' } })).statusCode).toBe(201);
  });

  it('ORGANIZATION_ALREADY_EXISTS (409) when the company is an organization (any case)', async () => {
    const token = await w.sendLink('acme-again@example.test');
    const response = await w.apply(token, { company: { name: ' ACME pharma ' }, administrator: { email: 'acme-again@example.test' } });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'ORGANIZATION_ALREADY_EXISTS', details: [{ path: 'company.name', message: expect.any(String) }] });
    expect((await linkOf('acme-again@example.test')).usedAt).toBeNull();
  });

  it('VALIDATION_ERROR (400) names each field; nothing is stored', async () => {
    const token = await w.sendLink('sloppy@example.test');
    const before = await stored();
    const response = await w.apply(token, {
      company: { name: 'S', country: 'Latvia', address: ' ', taxId: '', website: 'ftp://sloppy.test' },
      administrator: { firstName: '', email: 'not-an-email', phone: '0612 345 678' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_ERROR');
    const paths = response.json().details.map((d: { path: string }) => d.path).sort();
    expect(paths).toEqual(['administrator.email', 'administrator.firstName', 'administrator.phone', 'company.address', 'company.country', 'company.name', 'company.taxId', 'company.website']);
    expect(await stored()).toBe(before);
    expect((await linkOf('sloppy@example.test')).usedAt).toBeNull();

    const noBody = await w.anon('POST', '/v1/organizations/registrations', {});
    expect(noBody.json()).toMatchObject({ code: 'VALIDATION_ERROR', details: expect.arrayContaining([{ path: 'token', message: expect.any(String) }]) });
    const badLink = await w.call('ops', 'POST', '/v1/organizations/registration-links', { email: 'nope' });
    expect(badLink.json()).toMatchObject({ code: 'VALIDATION_ERROR', details: [{ path: 'email', message: expect.any(String) }] });
    const registration = (await w.call('ops', 'GET', '/v1/organizations/registrations?status=PENDING')).json().items[0];
    const shortReason = await w.call('ops', 'POST', `/v1/organizations/registrations/${registration.id}/reject`, { reason: ' no ' });
    expect(shortReason.statusCode).toBe(400);
    expect(shortReason.json()).toMatchObject({ code: 'VALIDATION_ERROR', details: [{ path: 'reason', message: 'at least 3 characters' }] });
    expect((await w.call('ops', 'GET', '/v1/organizations/registrations?status=BOGUS')).json().code).toBe('VALIDATION_ERROR');
  });

  it('NOT_FOUND (404) for an unknown registration', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const response of [await w.call('ops', 'GET', `/v1/organizations/registrations/${unknown}`), await w.call('ops', 'POST', `/v1/organizations/registrations/${unknown}/approve`)]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    }
  });

  it('of three approvals at once, exactly one wins (409 INVALID_STATUS_TRANSITION for the others)', async () => {
    const token = await w.sendLink('approve-race@example.test');
    const { id } = (await w.apply(token, { company: { name: 'Approval Race' }, administrator: { email: 'ar@example.test' } })).json();
    const responses = await Promise.all([1, 2, 3].map(() => w.call('ops', 'POST', `/v1/organizations/registrations/${id}/approve`)));
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    expect(responses.filter((r) => r.statusCode === 409).map((r) => r.json().code)).toEqual(['INVALID_STATUS_TRANSITION', 'INVALID_STATUS_TRANSITION']);
    expect(await w.t.database.db.select().from(organizations).where(eq(organizations.name, 'Approval Race'))).toHaveLength(1);
    expect(await outbox(w.t.app, 'ar@example.test')).toHaveLength(1);
  });

  it('approval of a name taken since the application: 409 ORGANIZATION_ALREADY_EXISTS, still PENDING, nothing created', async () => {
    const first = await w.sendLink('twin1@example.test');
    const second = await w.sendLink('twin2@example.test');
    const a = (await w.apply(first, { company: { name: 'Twin Freight' }, administrator: { email: 'ann@twin-freight.test' } })).json();
    const b = (await w.apply(second, { company: { name: 'twin freight' }, administrator: { email: 'bob@twin-freight.test' } })).json();
    expect((await w.call('ops', 'POST', `/v1/organizations/registrations/${a.id}/approve`)).statusCode).toBe(200);
    const refused = await w.call('ops', 'POST', `/v1/organizations/registrations/${b.id}/approve`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('ORGANIZATION_ALREADY_EXISTS');
    expect((await w.call('ops', 'GET', `/v1/organizations/registrations/${b.id}`)).json()).toMatchObject({ status: 'PENDING', organization: null });
    expect(await w.t.database.db.select().from(users).where(eq(users.email, 'bob@twin-freight.test'))).toEqual([]);
    expect(await outbox(w.t.app, 'bob@twin-freight.test')).toEqual([]);
  });

  it('approval of an administrator who became a user since the application: 409 USER_ALREADY_EXISTS, nothing created', async () => {
    const first = (await w.apply(await w.sendLink('dup1@example.test'), { company: { name: 'Dup One' }, administrator: { email: 'dana@dup.test' } })).json();
    const second = (await w.apply(await w.sendLink('dup2@example.test'), { company: { name: 'Dup Two' }, administrator: { email: 'DANA@dup.test' } })).json();
    expect((await w.call('ops', 'POST', `/v1/organizations/registrations/${first.id}/approve`)).statusCode).toBe(200);
    const refused = await w.call('ops', 'POST', `/v1/organizations/registrations/${second.id}/approve`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('USER_ALREADY_EXISTS');
    expect(await w.t.database.db.select().from(organizations).where(eq(organizations.name, 'Dup Two'))).toEqual([]);
    expect((await w.call('ops', 'GET', `/v1/organizations/registrations/${second.id}`)).json().status).toBe('PENDING');
  });
});
