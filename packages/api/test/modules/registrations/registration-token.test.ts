import { count, eq } from 'drizzle-orm';
import { registrationLinks, registrations } from '../../../src/db/schema';
import { createFakeClock } from '../../helpers/clock';
import { outbox } from '../../helpers/mail';
import { registrationWorld, type RegistrationWorld } from './world';

const INVALID = { code: 'INVALID_REGISTRATION_TOKEN', message: 'Invalid registration link, please verify the link with email', details: null };
const EXPIRED = { code: 'REGISTRATION_TOKEN_EXPIRED', message: 'This registration link has been expired, please contact us to get a new link', details: null };
const DAY_SECONDS = 86_400;

describe('registrations: the link\'s token (unknown, used, expired), one application per link, the public limit', () => {
  const clock = createFakeClock();
  let w: RegistrationWorld;
  beforeAll(async () => {
    w = await registrationWorld({ now: clock.now });
  });
  afterAll(() => w.t.close());

  const lookup = (token: string) => w.anon('GET', `/v1/organizations/registration-links/${encodeURIComponent(token)}`);
  const stored = async () => Number((await w.t.database.db.select({ n: count() }).from(registrations))[0]!.n);
  const linkOf = async (email: string) => (await w.t.database.db.select().from(registrationLinks).where(eq(registrationLinks.email, email)))[0]!;

  it('INVALID_REGISTRATION_TOKEN (400) for an unknown token', async () => {
    for (const response of [await lookup('no-such-token'), await w.apply('no-such-token')]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(INVALID);
    }
  });

  it('INVALID_REGISTRATION_TOKEN (400) for a link already used', async () => {
    const token = await w.sendLink('used@example.test');
    expect((await w.apply(token, { company: { name: 'Used Once' }, administrator: { email: 'used@example.test' } })).statusCode).toBe(201);
    for (const response of [await lookup(token), await w.apply(token, { company: { name: 'Used Twice' }, administrator: { email: 'twice@example.test' } })]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(INVALID);
    }
  });

  it('REGISTRATION_TOKEN_EXPIRED (400) after 14 days, not before', async () => {
    const token = await w.sendLink('late@example.test');
    clock.advance(14 * DAY_SECONDS - 1);
    expect((await lookup(token)).statusCode).toBe(200);
    clock.advance(1);
    for (const response of [await lookup(token), await w.apply(token, { company: { name: 'Late Logistics' }, administrator: { email: 'late@example.test' } })]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(EXPIRED);
    }
    expect((await linkOf('late@example.test')).usedAt).toBeNull();
    await w.signInAgain();
    const listed = (await w.call('ops', 'GET', '/v1/organizations/registration-links?status=EXPIRED')).json();
    expect(listed.items.map((l: { email: string }) => l.email)).toEqual(['late@example.test']);
  });

  it('of five submissions of one link at once, exactly one wins', async () => {
    const token = await w.sendLink('race@example.test');
    const before = await stored();
    const responses = await Promise.all([1, 2, 3, 4, 5].map((n) => w.apply(token, { company: { name: `Race ${n}` }, administrator: { email: `race${n}@example.test` } })));
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 400, 400, 400, 400]);
    expect(responses.filter((r) => r.statusCode === 400).map((r) => r.json().code)).toEqual(Array(4).fill('INVALID_REGISTRATION_TOKEN'));
    expect(await stored()).toBe(before + 1);
    expect(await outbox(w.t.app, 'ops@freightdeck.test')).toHaveLength(before + 1);
  });

  it('limits applications per address: 429 RATE_LIMITED with Retry-After', async () => {
    const ip = '203.0.113.7';
    const statuses: number[] = [];
    for (let i = 0; i < 20; i += 1) statuses.push((await w.apply('no-such-token', {}, ip)).statusCode);
    expect(statuses).toEqual(Array(20).fill(400));
    const limited = await w.apply('no-such-token', {}, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await w.apply('no-such-token', {}, '203.0.113.8')).statusCode).toBe(400);
  });
});
