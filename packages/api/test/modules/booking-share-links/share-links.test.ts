import { eq } from 'drizzle-orm';
import type { SharedBooking, ShareLink } from '@freightdeck/contracts';
import { bookingHistory, bookingShareLinks, bookings } from '../../../src/db/schema';
import { sha256 } from '../../../src/lib/crypto';
import { appendHistory } from '../../../src/modules/bookings/history';
import { SHARE_LINK_LIMITS } from '../../../src/modules/booking-share-links/public-limiter';
import { authHeaders, signIn } from '../../helpers/auth';
import { insertBooking } from '../../helpers/booking-rows';
import { createFakeClock } from '../../helpers/clock';
import { createTestApp, type TestApp } from '../../helpers/test-app';

describe('booking share links', () => {
  let t: TestApp;
  const clock = createFakeClock();
  let h: Record<'anna' | 'carl' | 'vera' | 'nils' | 'ops', Record<string, string>>;
  let booking: Awaited<ReturnType<typeof insertBooking>>;

  beforeAll(async () => {
    t = await createTestApp({ now: clock.now });
    const emails = { anna: 'anna@acme-pharma.test', carl: 'carl@acme-pharma.test', vera: 'vera@acme-pharma.test', nils: 'nils@nordic-fresh.test', ops: 'ops@freightdeck.test' };
    h = Object.fromEntries(await Promise.all(Object.entries(emails).map(async ([k, e]) => [k, authHeaders(await signIn(t.app, e))]))) as typeof h;
    booking = await insertBooking(t.database.db);
  });
  afterAll(() => t.close());

  const create = (who: keyof typeof h, id = booking.id, payload: object = { expiresInDays: 7 }) => t.app.inject({ method: 'POST', url: `/v1/bookings/${id}/share-links`, payload, headers: h[who] });
  const listOf = (who: keyof typeof h, id = booking.id) => t.app.inject({ method: 'GET', url: `/v1/bookings/${id}/share-links`, headers: h[who] });
  const revoke = (who: keyof typeof h, linkId: string) => t.app.inject({ method: 'POST', url: `/v1/bookings/${booking.id}/share-links/${linkId}/revoke`, headers: h[who] });
  const open = (token: string, remoteAddress = '192.0.2.1') => t.app.inject({ method: 'GET', url: `/v1/bookings/shareable/${token}`, remoteAddress });
  const confirm = (token: string, payload: object = { receivedBy: 'Jonas Weber', remarks: 'All 4 pallets, seals intact' }, remoteAddress = '192.0.2.2') =>
    t.app.inject({ method: 'POST', url: `/v1/bookings/shareable/${token}/receipt`, payload, remoteAddress });
  const actions = async (id = booking.id) => (await t.database.db.select().from(bookingHistory).where(eq(bookingHistory.bookingId, id))).map((e) => ({ action: e.action, actorId: e.actorId }));

  it('creates a link: a 256-bit token, kept as its SHA-256 and sealed (not in clear), with the public paths; history SHARE_LINK_CREATED', async () => {
    const response = await create('anna');
    expect(response.statusCode).toBe(201);
    const link = response.json<ShareLink>();
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(link).toMatchObject({
      status: 'ACTIVE', revokedAt: null, canRevoke: true, createdBy: { name: 'Anna Andersen' },
      urls: { print: `/bookings/print/${booking.ref}?token=${link.token}`, delivery: `/bookings/${booking.ref}/delivery?token=${link.token}` },
    });
    expect(Date.parse(link.expiresAt) - Date.parse(link.createdAt)).toBe(7 * 86_400_000);
    const [row] = await t.database.db.select().from(bookingShareLinks).where(eq(bookingShareLinks.id, link.id));
    expect(row!.tokenHash).toBe(sha256(link.token));
    expect(row!.tokenSealed).not.toContain(link.token);
    expect(await actions()).toContainEqual({ action: 'SHARE_LINK_CREATED', actorId: expect.any(String) });
  });

  it('lists links with their tokens again for managers; staff may revoke any, others only their own', async () => {
    clock.advance(1); // newest first
    const staffLink = (await create('ops', booking.ref, {})).json<ShareLink>();
    expect(Date.parse(staffLink.expiresAt) - Date.parse(staffLink.createdAt)).toBe(30 * 86_400_000);
    const annaView = (await listOf('anna')).json().items as ShareLink[];
    expect(annaView.map((l) => l.id)[0]).toBe(staffLink.id);
    expect(annaView.find((l) => l.id === staffLink.id)).toMatchObject({ token: staffLink.token, canRevoke: false });
    expect(((await listOf('ops')).json().items as ShareLink[]).every((l) => l.canRevoke)).toBe(true);

    const denied = await revoke('anna', staffLink.id);
    expect([denied.statusCode, denied.json().code]).toEqual([403, 'FORBIDDEN']);
    const annaLink = annaView.find((l) => l.id !== staffLink.id)!;
    const revoked = await revoke('ops', annaLink.id);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toMatchObject({ id: annaLink.id, status: 'REVOKED', revokedAt: expect.any(String) });
    expect((await revoke('ops', annaLink.id)).json().status).toBe('REVOKED');
    expect((await actions()).filter((a) => a.action === 'SHARE_LINK_REVOKED')).toHaveLength(1);
    expect((await open(annaLink.token)).statusCode).toBe(404);
  });

  it('scope: nils 404; carl and vera (view only) 403 on list, create and revoke; unknown link 404', async () => {
    const [link] = (await listOf('anna')).json().items as ShareLink[];
    expect([(await listOf('nils')).statusCode, (await create('nils')).statusCode, (await revoke('nils', link!.id)).statusCode]).toEqual([404, 404, 404]);
    for (const who of ['carl', 'vera'] as const) {
      expect([who, (await listOf(who)).statusCode, (await create(who)).statusCode, (await revoke(who, link!.id)).statusCode]).toEqual([who, 403, 403, 403]);
    }
    expect((await revoke('ops', '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await create('anna', booking.id, { expiresInDays: 365 })).statusCode).toBe(400);
  });

  // Who may share (docs/adr/017-hardening.md#who-may-do-what-three-behaviours-decided): sharing is a change of the booking, scoped like
  // every other (booking:own:manage covers the bookings one created), and the page offers it exactly then.
  it('carl (booking:own:manage) shares the bookings he created, not a colleague\'s; the booking offers Share exactly then', async () => {
    const his = await insertBooking(t.database.db, { createdBy: 'carl@acme-pharma.test' });
    expect((await create('carl', his.id)).statusCode).toBe(201);
    expect((await create('carl', booking.id)).statusCode).toBe(403);
    const offered = async (id: string) => (await t.app.inject({ method: 'GET', url: `/v1/bookings/${id}`, headers: h.carl })).json<{ allowedActions: string[] }>().allowedActions.includes('share');
    expect([await offered(his.id), await offered(booking.id)]).toEqual([true, false]);
  });

  it('opens the booking without credentials: no prices, no documents, no people from the history; notes the use', async () => {
    const link = (await create('anna')).json<ShareLink>();
    await appendHistory(t.database.db, { bookingId: booking.id, actorId: null, action: 'CONFIRMED', fromStatus: 'PENDING', toStatus: 'CONFIRMED' });
    const response = await open(link.token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const shared = response.json<SharedBooking & Record<string, unknown>>();
    expect(shared).toMatchObject({
      ref: booking.ref, status: 'PENDING', origin: 'SIN', destination: 'FRA', organization: { name: 'Acme Pharma' },
      cargo: { type: 'PHARMACEUTICAL', temperature: { minC: 2, maxC: 8 } }, linkExpiresAt: link.expiresAt, canConfirmReceipt: false, receipt: null,
      milestones: [{ status: 'CONFIRMED', at: expect.any(String) }],
    });
    for (const hidden of ['id', 'charges', 'chargeTotals', 'history', 'createdBy', 'allowedActions', 'remarks']) expect([hidden, shared[hidden]]).toEqual([hidden, undefined]);
    expect(JSON.stringify(shared)).not.toMatch(/Andersen|AFR|1600/);
    const [row] = await t.database.db.select().from(bookingShareLinks).where(eq(bookingShareLinks.id, link.id));
    expect(row!.lastUsedAt).not.toBeNull();
  });

  it('an unknown or malformed token is 404', async () => {
    for (const token of ['A'.repeat(43), 'short', '..%2F..%2Fetc']) {
      const response = await open(token);
      expect([token, response.statusCode, response.json().code]).toEqual([token, 404, 'NOT_FOUND']);
    }
  });

  it('confirms receipt once when ARRIVED (history RECEIPT_CONFIRMED without an actor); before arrival or twice: 409', async () => {
    const pending = (await create('anna')).json<ShareLink>();
    const early = await confirm(pending.token);
    expect([early.statusCode, early.json().code]).toEqual([409, 'INVALID_STATUS_TRANSITION']);

    const arrived = await insertBooking(t.database.db, { status: 'ARRIVED' });
    const link = (await create('anna', arrived.id)).json<ShareLink>();
    expect((await open(link.token)).json().canConfirmReceipt).toBe(true);
    const invalid = await confirm(link.token, { receivedBy: ' ' });
    expect([invalid.statusCode, invalid.json().code]).toEqual([400, 'VALIDATION_ERROR']);

    const response = await confirm(link.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ARRIVED', canConfirmReceipt: false, receipt: { confirmedBy: 'Jonas Weber', remarks: 'All 4 pallets, seals intact', confirmedAt: expect.any(String) } });
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, arrived.id));
    expect(row!.receipt).toMatchObject({ confirmedBy: 'Jonas Weber' });
    expect(row!.version).toBe(arrived.version + 1);
    expect(await actions(arrived.id)).toContainEqual({ action: 'RECEIPT_CONFIRMED', actorId: null });

    const twice = await confirm(link.token);
    expect([twice.statusCode, twice.json().code]).toEqual([409, 'INVALID_STATUS_TRANSITION']);
    expect((await actions(arrived.id)).filter((a) => a.action === 'RECEIPT_CONFIRMED')).toHaveLength(1);

    const delivered = await insertBooking(t.database.db, { status: 'DELIVERED' });
    const deliveredLink = (await create('ops', delivered.id)).json<ShareLink>();
    expect((await confirm(deliveredLink.token)).statusCode).toBe(200);
  });

  it('rate-limits the public calls per address (429 with Retry-After)', async () => {
    const address = '198.51.100.7';
    for (let i = 0; i < SHARE_LINK_LIMITS.receipt.max; i += 1) expect((await confirm('B'.repeat(43), undefined, address)).statusCode).toBe(404);
    const limited = await confirm('B'.repeat(43), undefined, address);
    expect([limited.statusCode, limited.json().code]).toEqual([429, 'RATE_LIMITED']);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await confirm('B'.repeat(43), undefined, '198.51.100.8')).statusCode).toBe(404);
  });

  it('an expired link is 404, and shows as EXPIRED to managers', async () => {
    const link = (await create('anna', booking.id, { expiresInDays: 1 })).json<ShareLink>();
    expect((await open(link.token)).statusCode).toBe(200);
    clock.advance(86_400 + 1);
    expect((await open(link.token)).statusCode).toBe(404);
    // Sessions outlive a moved clock only for a while: sign in again to read the list.
    const anna = authHeaders(await signIn(t.app, 'anna@acme-pharma.test'));
    const list = await t.app.inject({ method: 'GET', url: `/v1/bookings/${booking.id}/share-links`, headers: anna });
    expect((list.json().items as ShareLink[]).find((l) => l.id === link.id)?.status).toBe('EXPIRED');
  });
});
