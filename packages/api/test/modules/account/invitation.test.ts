import { and, eq } from 'drizzle-orm';
import { InvitationSchema } from '@freightdeck/contracts';
import { auditLog, organizations, roles, users } from '../../../src/db/schema';
import { createOutboxMailer } from '../../../src/mail/outbox-mailer';
import { createInvitationService, type InvitationService } from '../../../src/modules/users/invitation-service';
import { login } from '../../helpers/auth';
import { createFakeClock } from '../../helpers/clock';
import { linkToken, outbox } from '../../helpers/mail';
import { createTestApp, type TestApp } from '../../helpers/test-app';

const IVAN = 'ivan@acme-pharma.test';
const PASSWORD = 'Ivan-activates-2026';

describe('invitations: GET /v1/users/invitation/{id}, POST /v1/users/activate', () => {
  const clock = createFakeClock();
  let t: TestApp;
  let invitations: InvitationService;
  beforeAll(async () => {
    t = await createTestApp({ now: clock.now });
    invitations = createInvitationService({ db: t.database.db, mailer: createOutboxMailer(t.database.db, { info: () => undefined }), publicUrl: t.config.publicUrl, now: clock.now });
  });
  afterAll(() => t.close());

  const getInvitation = (token: string) => t.app.inject({ method: 'GET', url: `/v1/users/invitation/${encodeURIComponent(token)}` });
  const activate = (token: string, extra: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/v1/users/activate', payload: { token, password: PASSWORD, ...extra } });
  const latestToken = async (email: string) => linkToken((await outbox(t.app, email))[0]!, 'activate');

  async function customerUserRole() {
    const [row] = await t.database.db.select({ role: roles }).from(roles).innerJoin(organizations, eq(organizations.id, roles.organizationId))
      .where(and(eq(roles.name, 'Customer user'), eq(organizations.name, 'Acme Pharma')));
    return row!.role;
  }

  async function invite(email: string) {
    const role = await customerUserRole();
    const [anna] = await t.database.db.select().from(users).where(eq(users.email, 'anna@acme-pharma.test'));
    return invitations.invite({ email, firstName: 'Pat', lastName: 'Pending', memberships: [{ organizationId: role.organizationId, roleId: role.id }] }, anna!.id);
  }

  it('the seeded invitation of ivan says whom it is for, by whom, and until when', async () => {
    const response = await getInvitation(await latestToken(IVAN));
    expect(response.statusCode).toBe(200);
    const body = InvitationSchema.parse(response.json());
    expect(body).toEqual({ email: IVAN, firstName: 'Ivan', lastName: 'Ivanov', organizationName: 'Acme Pharma', invitedBy: 'Anna Andersen', expiresAt: expect.any(String) });
    const daysLeft = (Date.parse(body.expiresAt) - clock.now().getTime()) / 86_400_000;
    expect(daysLeft).toBeGreaterThan(6.99);
    expect(daysLeft).toBeLessThan(7.01);
  });

  it('an invited user cannot sign in before activating', async () => {
    expect((await login(t.app, IVAN, PASSWORD)).json().code).toBe('INVALID_CREDENTIAL');
  });

  it('activates once: sets the password (and names), the user becomes ACTIVE and signs in', async () => {
    const token = await latestToken(IVAN);
    const response = await activate(token, { firstName: 'Ivan', lastName: 'Ivanović' });
    expect(response.statusCode).toBe(204);
    const [user] = await t.database.db.select().from(users).where(eq(users.email, IVAN));
    expect(user).toMatchObject({ status: 'ACTIVE', lastName: 'Ivanović', passwordChangedAt: expect.any(Date) });
    expect((await login(t.app, IVAN, PASSWORD)).statusCode).toBe(200);
    expect((await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'user.activate'))).map((a) => a.subjectId)).toEqual([user!.id]);

    for (const again of [await activate(token), await getInvitation(token)]) {
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual({ code: 'INVALID_ACTIVATION_TOKEN', message: 'Invalid invitation, please verify the link with invitation email', details: null });
    }
  });

  it('refuses an unknown token with INVALID_ACTIVATION_TOKEN', async () => {
    expect((await getInvitation('no-such-token')).json().code).toBe('INVALID_ACTIVATION_TOKEN');
    expect((await activate('no-such-token')).json().code).toBe('INVALID_ACTIVATION_TOKEN');
  });

  it('the invitation service creates an INVITED user with the membership and mails a 7-day link', async () => {
    const { user, expiresAt } = await invite('pat@acme-pharma.test');
    expect(user.status).toBe('INVITED');
    expect(user.passwordHash).toBeNull();
    expect(expiresAt.getTime() - clock.now().getTime()).toBe(7 * 86_400_000);
    const [mail] = await outbox(t.app, 'pat@acme-pharma.test');
    expect(mail!.subject).toBe('You are invited to Acme Pharma on Freightdeck');
    expect(mail!.text).toMatch(/^Hello Pat,\n\nAnna Andersen has invited you to join Acme Pharma on Freightdeck/);
    expect(mail!.text).toContain(`${t.config.publicUrl}/activate?token=`);
    expect(mail!.text).toContain('valid for 7 days and works once');
    await expect(invite('PAT@acme-pharma.test')).rejects.toMatchObject({ status: 409, code: 'USER_ALREADY_EXISTS' });
  });

  it('a resent invitation voids the earlier link', async () => {
    const { user } = await invite('quinn@acme-pharma.test');
    const first = await latestToken('quinn@acme-pharma.test');
    clock.advance(1);
    await invitations.resend(user.id);
    const second = await latestToken('quinn@acme-pharma.test');
    expect(second).not.toBe(first);
    expect((await getInvitation(first)).json().code).toBe('INVALID_ACTIVATION_TOKEN');
    expect((await getInvitation(second)).statusCode).toBe(200);
  });

  it('refuses a link older than 7 days with ACTIVATION_TOKEN_EXPIRED', async () => {
    await invite('rita@acme-pharma.test');
    const token = await latestToken('rita@acme-pharma.test');
    clock.advance(7 * 86_400 + 1);
    for (const response of [await getInvitation(token), await activate(token)]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'ACTIVATION_TOKEN_EXPIRED', message: 'Your invitation has been expired, please contact us to get a new invitation' });
    }
    const [user] = await t.database.db.select().from(users).where(eq(users.email, 'rita@acme-pharma.test'));
    expect(user!.status).toBe('INVITED');
  });

  it('holds the password to the policy', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/v1/users/activate', payload: { token: 'whatever', password: 'short' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', details: [{ path: 'password', message: expect.any(String) }] });
  });
});
