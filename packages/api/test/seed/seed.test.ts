import { count, eq } from 'drizzle-orm';
import { mailOutbox, memberships, organizations, roles, users } from '../../src/db/schema';
import { verifyPassword } from '../../src/lib/passwords';
import { DEMO_INVITATIONS, DEMO_PASSWORD, DEMO_USERS, seedDemo, WORLD_STEPS } from '../../src/seed';
import { createDomainServices } from '../../src/composition/services';
import { createTestDatabase, type TestDatabase } from '../helpers/database';

const dev = { isProduction: false, seedDemo: true };

async function counts(t: TestDatabase) {
  const db = t.database.db;
  const n = async (table: typeof organizations | typeof roles | typeof users | typeof memberships) => Number((await db.select({ n: count() }).from(table))[0]!.n);
  return { organizations: await n(organizations), roles: await n(roles), users: await n(users), memberships: await n(memberships) };
}

describe('demo seed', () => {
  let t: TestDatabase;
  beforeEach(async () => {
    t = await createTestDatabase();
  });
  afterEach(() => t.dispose());

  // The demo bookings step has its own test (demo-bookings.test.ts): it needs the reference data.
  it('creates exactly the demo world, and nothing more when run twice', async () => {
    const result = await seedDemo(t.database.db, dev, undefined, WORLD_STEPS);
    expect(result).toEqual({ ran: ['organizations', 'roles', 'users', 'invitations'], skipped: null });
    expect(await counts(t)).toEqual({ organizations: 4, roles: 2 + 3 * 3, users: 8, memberships: 8 });

    const orgs = await t.database.db.select().from(organizations);
    expect(orgs.map((o) => [o.name, o.isPrimary]).sort()).toEqual([['Acme Pharma', false], ['Freightdeck Operations', true], ['Nordic Fresh', false], ['Pacific Parts', false]]);

    const rows = await t.database.db
      .select({ email: users.email, org: organizations.name, role: roles.name, permissions: roles.permissions, twoFa: users.twoFaEnabled, hash: users.passwordHash, status: users.status })
      .from(users).innerJoin(memberships, eq(memberships.userId, users.id)).innerJoin(roles, eq(roles.id, memberships.roleId)).innerJoin(organizations, eq(organizations.id, memberships.organizationId));
    const everyone = [...DEMO_USERS, ...DEMO_INVITATIONS];
    expect(rows.map((r) => [r.email, r.org, r.role, r.twoFa]).sort()).toEqual(everyone.map((u) => [u.email, u.organization, u.role, u.twoFaEnabled ?? false]).sort());
    const byEmail = Object.fromEntries(rows.map((r) => [r.email, r]));
    expect(byEmail['admin@freightdeck.test']!.permissions).toEqual(['booking', 'organization', 'organization-network', 'quotation', 'user', 'user-role']);
    expect(byEmail['vera@acme-pharma.test']!.permissions).toEqual(['booking:organization:view', 'organization:own:view', 'quotation:view']);
    expect(byEmail['carl@acme-pharma.test']!.permissions).toEqual(['booking:organization:view', 'booking:own:manage', 'organization:own:view', 'quotation']);
    expect(rows.filter((r) => r.status !== 'ACTIVE').map((r) => [r.email, r.status, r.hash])).toEqual([['ivan@acme-pharma.test', 'INVITED', null]]);
    // The pending invitation is in the development outbox, its link pointing at /activate.
    const [mail] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'ivan@acme-pharma.test'));
    expect(mail).toMatchObject({ subject: 'You are invited to Acme Pharma on Freightdeck' });
    expect(mail!.text).toContain('Anna Andersen has invited you to join Acme Pharma');
    expect(mail!.text).toMatch(/http:\/\/localhost:8080\/activate\?token=[\w-]{43}\n/);
    const hash = byEmail['ops@freightdeck.test']!.hash!;
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    await expect(verifyPassword(hash, DEMO_PASSWORD)).resolves.toBe(true);

    expect(await seedDemo(t.database.db, dev, undefined, WORLD_STEPS)).toEqual({ ran: [], skipped: null });
    expect(await counts(t)).toEqual({ organizations: 4, roles: 11, users: 8, memberships: 8 });
  });

  it('never seeds in production, nor when SEED_DEMO=false', async () => {
    expect(await seedDemo(t.database.db, { isProduction: true, seedDemo: true })).toEqual({ ran: [], skipped: 'production' });
    expect(await seedDemo(t.database.db, { isProduction: false, seedDemo: false })).toEqual({ ran: [], skipped: 'disabled' });
    expect(await counts(t)).toEqual({ organizations: 0, roles: 0, users: 0, memberships: 0 });
  });

  it('leaves a database that already holds real organizations alone', async () => {
    await createDomainServices(t.database.db).organizations.create({ name: 'Real Customer Ltd' });
    expect(await seedDemo(t.database.db, dev)).toEqual({ ran: [], skipped: 'not-a-demo-database' });
    expect((await counts(t)).users).toBe(0);
  });
});
