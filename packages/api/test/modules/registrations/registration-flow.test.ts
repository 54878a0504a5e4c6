import { eq } from 'drizzle-orm';
import {
  RegistrationLinkInfoSchema, RegistrationLinkPageSchema, RegistrationLinkSchema, RegistrationPageSchema, RegistrationSchema, type Self,
} from '@freightdeck/contracts';
import { auditLog, organizations, roles, users } from '../../../src/db/schema';
import { authHeaders, login } from '../../helpers/auth';
import { linkToken, outbox } from '../../helpers/mail';
import { registrationToken, registrationWorld, type RegistrationWorld } from './world';

const APPLICANT = 'hello@baltic-berries.test';
const ADMINISTRATOR = 'liga@baltic-berries.test';
const DAY_MS = 86_400_000;

describe('registrations: link → application → approval → the new administrator signs in', () => {
  let w: RegistrationWorld;
  beforeAll(async () => {
    w = await registrationWorld();
  });
  afterAll(() => w.t.close());

  let token: string;
  let registrationId: string;

  it('ops sends a 14-day link: the token is in the e-mail only', async () => {
    const response = await w.call('ops', 'POST', '/v1/organizations/registration-links', { email: ` ${APPLICANT.toUpperCase()} `, companyName: 'Baltic Berries', message: 'Nice to meet you at the fair!' });
    expect(response.statusCode).toBe(201);
    const link = RegistrationLinkSchema.parse(response.json());
    expect(link).toMatchObject({ email: APPLICANT, companyName: 'Baltic Berries', status: 'OPEN', createdBy: { name: 'Oscar Ops' }, usedAt: null });
    expect(Date.parse(link.expiresAt) - Date.parse(link.createdAt)).toBe(14 * DAY_MS);

    const [mail] = await outbox(w.t.app, APPLICANT);
    expect(mail!.subject).toBe('Register your company on Freightdeck');
    expect(mail!.text).toContain('Oscar Ops of Freightdeck invites you to register Baltic Berries on Freightdeck');
    expect(mail!.text).toContain('Nice to meet you at the fair!');
    expect(mail!.text).toContain(`${w.t.config.publicUrl}/registration?token=`);
    token = registrationToken(mail!);
    expect(mail!.subject).not.toContain(token);
    expect(response.body).not.toContain(token);
    const listed = await w.call('ops', 'GET', '/v1/organizations/registration-links');
    expect(listed.body).not.toContain(token);
  });

  it('the form opens the link without credentials', async () => {
    const response = await w.anon('GET', `/v1/organizations/registration-links/${encodeURIComponent(token)}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(RegistrationLinkInfoSchema.parse(response.json())).toEqual({ email: APPLICANT, companyName: 'Baltic Berries', message: 'Nice to meet you at the fair!', expiresAt: expect.any(String) });
  });

  it('the applicant applies without credentials; ops, who sent the link, is told', async () => {
    const response = await w.apply(token);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ id: expect.any(String), status: 'PENDING' });
    registrationId = response.json().id;
    const [mail] = await outbox(w.t.app, 'ops@freightdeck.test');
    expect(mail!.subject).toBe('Registration of Baltic Berries awaits review');
    expect(mail!.text).toContain(`${w.t.config.publicUrl}/organizations/registrations/${registrationId}`);
    expect(mail!.text).toContain('Liga Ozola <liga@baltic-berries.test>');

    const links = RegistrationLinkPageSchema.parse((await w.call('ops', 'GET', '/v1/organizations/registration-links?status=USED')).json());
    expect(links.items.map((l) => [l.email, l.status])).toEqual([[APPLICANT, 'USED']]);
  });

  it('ops lists and reads the application', async () => {
    const page = RegistrationPageSchema.parse((await w.call('ops', 'GET', '/v1/organizations/registrations?status=PENDING&page=1&pageSize=10')).json());
    expect(page).toMatchObject({ total: 1, page: 1, pageSize: 10 });
    expect(page.items).toEqual([{
      id: registrationId, status: 'PENDING', companyName: 'Baltic Berries', country: 'LV', administratorName: 'Liga Ozola',
      administratorEmail: ADMINISTRATOR, submittedAt: expect.any(String), reviewedAt: null,
    }]);
    const details = RegistrationSchema.parse((await w.call('ops', 'GET', `/v1/organizations/registrations/${registrationId}`)).json());
    expect(details).toMatchObject({
      status: 'PENDING',
      company: { name: 'Baltic Berries', country: 'LV', address: 'Krasta iela 52, Riga', taxId: 'LV40003012345', website: 'https://baltic-berries.test' },
      administrator: { firstName: 'Liga', lastName: 'Ozola', email: ADMINISTRATOR, phone: '+371 2612 3456', position: 'Logistics manager' },
      link: { email: APPLICANT, companyName: 'Baltic Berries', sentBy: { name: 'Oscar Ops' } },
      reviewedBy: null, reviewedAt: null, reason: '', organization: null,
    });
  });

  it('ops approves: the organization with its customer roles, the administrator invited, in one go', async () => {
    const response = await w.call('ops', 'POST', `/v1/organizations/registrations/${registrationId}/approve`);
    expect(response.statusCode).toBe(200);
    const approved = RegistrationSchema.parse(response.json());
    expect(approved).toMatchObject({ status: 'APPROVED', reviewedBy: { name: 'Oscar Ops' }, reviewedAt: expect.any(String), organization: { name: 'Baltic Berries' } });

    const db = w.t.database.db;
    const [organization] = await db.select().from(organizations).where(eq(organizations.id, approved.organization!.id));
    expect(organization).toMatchObject({ type: 'CUSTOMER', isPrimary: false, country: 'LV', address: 'Krasta iela 52, Riga', taxId: 'LV40003012345', status: 'ACTIVE' });
    const roleNames = (await db.select().from(roles).where(eq(roles.organizationId, organization!.id))).map((r) => r.name).sort();
    expect(roleNames).toEqual(['Customer administrator', 'Customer user', 'Viewer']);
    const [user] = await db.select().from(users).where(eq(users.email, ADMINISTRATOR));
    expect(user).toMatchObject({ status: 'INVITED', firstName: 'Liga', lastName: 'Ozola', passwordHash: null });
    const actions = (await db.select().from(auditLog)).map((a) => a.action);
    expect(actions).toEqual(expect.arrayContaining(['registration-link.create', 'registration.submit', 'organization.create', 'user.create', 'user.invite', 'registration.approve']));
  });

  it('the administrator activates from the e-mail, signs in and sees only the new organization', async () => {
    const [mail] = await outbox(w.t.app, ADMINISTRATOR);
    expect(mail!.subject).toBe('You are invited to Baltic Berries on Freightdeck');
    expect(mail!.text).toContain('Oscar Ops has invited you to join Baltic Berries on Freightdeck');
    const activated = await w.anon('POST', '/v1/users/activate', { token: linkToken(mail!, 'activate'), password: 'Liga-registers-2026' });
    expect(activated.statusCode).toBe(204);

    const signedIn = await login(w.t.app, ADMINISTRATOR, 'Liga-registers-2026');
    expect(signedIn.statusCode).toBe(200);
    const self = (await w.t.app.inject({ method: 'GET', url: '/v1/users/self', headers: authHeaders(signedIn.json().tokens) })).json<Self>();
    expect(self.organizations).toEqual([{ id: expect.any(String), name: 'Baltic Berries', isPrimary: false }]);
    expect(self.roles.map((r) => r.name)).toEqual(['Customer administrator']);
    expect(self.permissions).toContain('user:organization:manage');
  });

  it('an approved registration cannot be decided again: 409 INVALID_STATUS_TRANSITION', async () => {
    for (const action of ['approve', 'reject']) {
      const response = await w.call('ops', 'POST', `/v1/organizations/registrations/${registrationId}/${action}`, action === 'reject' ? { reason: 'Changed our mind' } : undefined);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'INVALID_STATUS_TRANSITION', message: 'This registration is already approved', details: null });
    }
  });
});
