import { eq } from 'drizzle-orm';
import { RegistrationPageSchema, RegistrationSchema } from '@freightdeck/contracts';
import { organizations, users } from '../../../src/db/schema';
import { createFakeClock } from '../../helpers/clock';
import { outbox } from '../../helpers/mail';
import { registrationWorld, type RegistrationWorld } from './world';

describe('registrations: the rejection of an application', () => {
  const clock = createFakeClock();
  let w: RegistrationWorld;
  beforeAll(async () => {
    w = await registrationWorld({ now: clock.now });
  });
  afterAll(() => w.t.close());

  it('reject: the applicant is e-mailed the reason, nothing is created', async () => {
    expect((await w.apply(await w.sendLink('hello@baltic-berries.test'))).statusCode).toBe(201);
    clock.advance(60);
    const second = await w.sendLink('info@shady-shipping.test', 'Shady Shipping');
    const applied = await w.apply(second, { company: { name: 'Shady Shipping', country: 'pa' }, administrator: { firstName: 'Sam', email: 'sam@shady-shipping.test' } });
    expect(applied.statusCode).toBe(201);
    const response = await w.call('ops', 'POST', `/v1/organizations/registrations/${applied.json().id}/reject`, { reason: '  We could not verify the tax id.  ' });
    expect(response.statusCode).toBe(200);
    expect(RegistrationSchema.parse(response.json())).toMatchObject({
      status: 'REJECTED', reason: 'We could not verify the tax id.', reviewedBy: { name: 'Oscar Ops' }, organization: null, company: { country: 'PA' },
    });
    const [mail] = await outbox(w.t.app, 'sam@shady-shipping.test');
    expect(mail!.subject).toBe('Your Freightdeck registration of Shady Shipping');
    expect(mail!.text).toMatch(/^Hello Sam,/);
    expect(mail!.text).toContain('We could not verify the tax id.');
    expect(await w.t.database.db.select().from(organizations).where(eq(organizations.name, 'Shady Shipping'))).toEqual([]);
    expect(await w.t.database.db.select().from(users).where(eq(users.email, 'sam@shady-shipping.test'))).toEqual([]);

    const again = await w.call('ops', 'POST', `/v1/organizations/registrations/${applied.json().id}/approve`);
    expect(again.json()).toMatchObject({ code: 'INVALID_STATUS_TRANSITION', message: 'This registration is already rejected' });
    const rejected = RegistrationPageSchema.parse((await w.call('ops', 'GET', '/v1/organizations/registrations?status=REJECTED')).json());
    expect(rejected.items.map((r) => r.companyName)).toEqual(['Shady Shipping']);
    const all = RegistrationPageSchema.parse((await w.call('ops', 'GET', '/v1/organizations/registrations')).json());
    expect(all.items.map((r) => r.companyName)).toEqual(['Shady Shipping', 'Baltic Berries']);
  });
});
