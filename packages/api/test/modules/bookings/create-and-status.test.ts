import { eq } from 'drizzle-orm';
import { makeAirWaybill, type Booking } from '@freightdeck/contracts';
import { sampleAirBooking, sampleSeaBooking } from '@freightdeck/contracts/testing';
import { bookingDrafts } from '../../../src/db/schema';
import { createBookingService, parseCreateBooking } from '../../../src/modules/bookings/service';
import { actorOf, book, bookingsWorld, call, type BookingsWorld } from './helpers';

let w: BookingsWorld;
beforeAll(async () => { w = await bookingsWorld(); }, 120_000);
afterAll(() => w.t.close());

describe('POST /v1/bookings', () => {
  it('creates a pending air booking with its reference, totals, emissions, estimated charges and history', async () => {
    const response = await call(w, 'carl', 'POST', '/v1/bookings', sampleAirBooking({ customerReference: 'PO-7781' }));
    expect(response.statusCode).toBe(201);
    const b = response.json<Booking>();
    expect(b.ref).toMatch(/^FDA-\d{6}$/);
    expect(b).toMatchObject({ status: 'PENDING', version: 1, organization: { id: w.acmeId, name: 'Acme Pharma' }, createdBy: { name: 'Carl Carlsson' }, chargesSource: 'STANDARD_TARIFF' });
    // 4 × 120×80×100 cm = 3.84 m³ → 640 kg volumetric > 360 kg gross.
    expect(b.totals).toEqual({ pieces: 4, grossWeightKg: 360, volumeM3: 3.84, chargeable: { value: 640, unit: 'KG' }, teu: 0 });
    expect(b.emissions.complete).toBe(true);
    expect(b.emissions.legs).toEqual([expect.objectContaining({ from: 'SIN', to: 'FRA' })]);
    expect(b.emissions.distanceKm).toBeGreaterThan(10_000);
    expect(b.charges[0]).toMatchObject({ code: 'FRT', currency: 'USD' });
    expect(b.chargeTotals[0]!.amount).toBeGreaterThan(0);
    expect(b.history).toEqual([expect.objectContaining({ action: 'CREATED', toStatus: 'PENDING', actor: { id: w.self.carl.id, name: 'Carl Carlsson' } })]);
    expect(b.allowedActions).toEqual(['cancel', 'edit', 'manageDocuments', 'manageDataLoggers', 'share', 'watch']);
  });

  it('numbers sea bookings FDS- from the same sequence and uses the reefer factor for reefer containers', async () => {
    const dry = await book(w, 'anna', sampleSeaBooking());
    const reefer = await book(w, 'anna', sampleSeaBooking({ cargo: { type: 'PERISHABLE', commodity: 'Salmon', temperature: { minC: -2, maxC: 2 }, containers: [{ type: '45R1', count: 2, cargoWeightKg: 14_500 }] } }));
    expect(dry.ref).toMatch(/^FDS-\d{6}$/);
    expect(Number(reefer.ref.slice(4))).toBe(Number(dry.ref.slice(4)) + 1);
    expect(dry.totals).toMatchObject({ pieces: 2, teu: 4, chargeable: { value: 2, unit: 'CONTAINER' } });
    expect(reefer.emissions.legs[0]!.factorId).not.toBe(dry.emissions.legs[0]!.factorId);
    expect(reefer.emissions.co2eKg!).toBeGreaterThan(dry.emissions.co2eKg!);
  });

  it('accepts a seaport alias code (CNSGH is Shanghai)', async () => {
    const b = await book(w, 'anna', sampleSeaBooking({ origin: 'CNSGH' }));
    expect(b.origin).toBe('CNSGH');
    expect(b.emissions.complete).toBe(true);
  });

  it('refuses unknown places, naming each field, and creates nothing', async () => {
    const before = (await call(w, 'admin', 'GET', '/v1/bookings/statuses/count')).json<{ total: number }>().total;
    const response = await call(w, 'carl', 'POST', '/v1/bookings', sampleAirBooking({
      origin: 'QQQ', legs: [{ carrier: 'SQ', transportId: 'SQ326', from: 'QQQ', to: 'FRA' }],
    }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', details: expect.arrayContaining([{ path: 'origin', message: 'QQQ is not a known airport' }, { path: 'legs.0.from', message: 'QQQ is not a known airport' }]) });
    expect((await call(w, 'admin', 'GET', '/v1/bookings/statuses/count')).json<{ total: number }>().total).toBe(before);
  });

  it('refuses inconsistent bookings (a seaport code for air freight) with field details', async () => {
    const response = await call(w, 'carl', 'POST', '/v1/bookings', sampleAirBooking({ destination: 'NLRTM' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', details: [expect.objectContaining({ path: 'destination' })] });
  });

  it('books for the organization named: staff for any customer, customers only for their own', async () => {
    const byOps = await book(w, 'ops', sampleAirBooking({ organizationId: w.nordicId }));
    expect(byOps.organization).toEqual({ id: w.nordicId, name: 'Nordic Fresh' });
    const noOrg = await call(w, 'ops', 'POST', '/v1/bookings', sampleAirBooking());
    expect(noOrg.json()).toMatchObject({ code: 'VALIDATION_ERROR', details: [expect.objectContaining({ path: 'organizationId' })] });
    const operator = await call(w, 'ops', 'POST', '/v1/bookings', sampleAirBooking({ organizationId: w.self.ops.organizations[0]!.id }));
    expect(operator.json()).toMatchObject({ code: 'VALIDATION_ERROR', details: [expect.objectContaining({ path: 'organizationId' })] });
    const foreign = await call(w, 'carl', 'POST', '/v1/bookings', sampleAirBooking({ organizationId: w.nordicId }));
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toMatchObject({ code: 'VALIDATION_ERROR', details: [{ path: 'organizationId', message: 'is not one of your organizations' }] });
  });

  it('is forbidden to a viewer', async () => {
    const response = await call(w, 'vera', 'POST', '/v1/bookings', sampleAirBooking());
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('FORBIDDEN');
  });

  it('removes the submitted draft (the caller\'s own) in the same transaction', async () => {
    // Inserted directly: the drafts calls are another module's; this checks the create's side of it.
    const [draft] = await w.t.database.db.insert(bookingDrafts).values({ userId: w.self.carl.id, mode: 'AIR', title: 'Vaccines to FRA', data: {} }).returning();
    const draftId = draft!.id;
    const byOther = await call(w, 'anna', 'POST', '/v1/bookings', sampleAirBooking({ draftId }));
    expect(byOther.json()).toMatchObject({ code: 'VALIDATION_ERROR', details: [{ path: 'draftId', message: 'is not one of your drafts' }] });
    expect(await w.t.database.db.select().from(bookingDrafts).where(eq(bookingDrafts.id, draftId))).toHaveLength(1);
    expect((await call(w, 'carl', 'POST', '/v1/bookings', sampleAirBooking({ draftId }))).statusCode).toBe(201);
    expect(await w.t.database.db.select().from(bookingDrafts).where(eq(bookingDrafts.id, draftId))).toHaveLength(0);
    const unknown = await call(w, 'carl', 'POST', '/v1/bookings', sampleAirBooking({ draftId: '00000000-0000-4000-8000-000000000000' }));
    expect(unknown.json()).toMatchObject({ code: 'VALIDATION_ERROR', details: [{ path: 'draftId', message: 'is not one of your drafts' }] });
  });
});

describe('Idempotency-Key', () => {
  it('answers a retry with the same booking (200), a reused key with another body 409, and never creates twice', async () => {
    const key = { 'idempotency-key': 'retry-1' };
    const first = await call(w, 'carl', 'POST', '/v1/bookings', sampleAirBooking({ customerReference: 'IDEM-1' }), key);
    const again = await call(w, 'carl', 'POST', '/v1/bookings', sampleAirBooking({ customerReference: 'IDEM-1' }), key);
    expect([first.statusCode, again.statusCode]).toEqual([201, 200]);
    expect(again.json<Booking>().id).toBe(first.json<Booking>().id);
    const other = await call(w, 'carl', 'POST', '/v1/bookings', sampleAirBooking({ customerReference: 'IDEM-2' }), key);
    expect(other.statusCode).toBe(409);
    expect(other.json().code).toBe('CONFLICT');
    // Keys are per user: anna's same key is a new booking.
    expect((await call(w, 'anna', 'POST', '/v1/bookings', sampleAirBooking({ customerReference: 'IDEM-1' }), key)).statusCode).toBe(201);
    const list = (await call(w, 'admin', 'GET', '/v1/bookings?q=idem-1')).json<{ total: number }>();
    expect(list.total).toBe(2);
  });

  it('creates once under concurrent retries', async () => {
    const key = { 'idempotency-key': 'concurrent-1' };
    const responses = await Promise.all(Array.from({ length: 8 }, () => call(w, 'carl', 'POST', '/v1/bookings', sampleAirBooking({ customerReference: 'IDEM-CONCURRENT' }), key)));
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 201]);
    expect(new Set(responses.map((r) => r.json<Booking>().id)).size).toBe(1);
    expect((await call(w, 'admin', 'GET', '/v1/bookings?q=idem-concurrent')).json<{ total: number }>().total).toBe(1);
  });
});

describe('status changes', () => {
  it('confirms (air waybill checked), departs, arrives and delivers, each once in the history', async () => {
    const b = await book(w, 'carl', sampleAirBooking());
    const bad = await call(w, 'ops', 'POST', `/v1/bookings/${b.id}/confirm`, { carrierReference: '618-12345670' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_ERROR', details: [expect.objectContaining({ path: 'carrierReference' })] });
    const awb = makeAirWaybill('618', 1234567);
    const confirmed = await call(w, 'ops', 'POST', `/v1/bookings/${b.ref}/confirm`, { carrierReference: awb.replace('-', ''), charges: [{ code: 'FRT', description: 'Air freight', basis: 'PER_KG', quantity: 640, rate: 4.1, currency: 'usd' }] });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json<Booking>()).toMatchObject({ status: 'CONFIRMED', carrierReference: awb, chargesSource: 'OPERATIONS', charges: [expect.objectContaining({ amount: 2624, currency: 'USD' })] });
    // The air waybill identifies one shipment.
    const other = await book(w, 'carl', sampleAirBooking());
    const reused = await call(w, 'ops', 'POST', `/v1/bookings/${other.id}/confirm`, { carrierReference: awb });
    expect(reused.json()).toMatchObject({ code: 'VALIDATION_ERROR', details: [expect.objectContaining({ path: 'carrierReference' })] });
    // Found by the new air waybill in free text.
    for (const typed of [awb, awb.replace('-', ''), awb.replace('-', ' ')]) {
      expect((await call(w, 'carl', 'GET', `/v1/bookings?q=${encodeURIComponent(typed)}`)).json<{ items: { id: string }[] }>().items.map((i) => i.id)).toEqual([b.id]);
    }

    expect((await call(w, 'ops', 'POST', `/v1/bookings/${b.id}/deliver`, { receivedBy: 'J. Weber', deliveredAt: '2026-12-04T10:00:00Z' })).json().code).toBe('INVALID_STATUS_TRANSITION');
    expect((await call(w, 'ops', 'POST', `/v1/bookings/${b.id}/depart`, { at: '2026-12-02T01:00:00+08:00' })).json<Booking>()).toMatchObject({ status: 'IN_TRANSIT', departedAt: '2026-12-01T17:00:00.000Z' });
    expect((await call(w, 'ops', 'POST', `/v1/bookings/${b.id}/arrive`, {})).json<Booking>().status).toBe('ARRIVED');
    const delivered = (await call(w, 'ops', 'POST', `/v1/bookings/${b.id}/deliver`, { receivedBy: 'J. Weber', deliveredAt: '2026-12-04T10:00:00Z', remarks: 'Intact, 5 °C' })).json<Booking>();
    expect(delivered).toMatchObject({ status: 'DELIVERED', delivery: { receivedBy: 'J. Weber', deliveredAt: '2026-12-04T10:00:00.000Z', remarks: 'Intact, 5 °C', recordedBy: { id: w.self.ops.id, name: 'Oscar Ops' } } });
    expect(delivered.history.map((h) => `${h.action}:${h.fromStatus ?? ''}>${h.toStatus ?? ''}`)).toEqual([
      'CREATED:>PENDING', 'CONFIRMED:PENDING>CONFIRMED', 'DEPARTED:CONFIRMED>IN_TRANSIT', 'ARRIVED:IN_TRANSIT>ARRIVED', 'DELIVERED:ARRIVED>DELIVERED',
    ]);
    expect(delivered.allowedActions).toEqual(['manageDocuments', 'manageDataLoggers', 'share', 'watch']);
    const cancel = await call(w, 'ops', 'POST', `/v1/bookings/${b.id}/cancel`, { reason: 'Too late' });
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().code).toBe('INVALID_STATUS_TRANSITION');
  });

  it('lets the creator cancel with a reason; customers cannot confirm', async () => {
    const b = await book(w, 'carl', sampleAirBooking());
    expect((await call(w, 'carl', 'POST', `/v1/bookings/${b.id}/confirm`, { carrierReference: makeAirWaybill('618', 7654321) })).statusCode).toBe(403);
    expect((await call(w, 'carl', 'POST', `/v1/bookings/${b.id}/cancel`, { reason: 'x' })).json().code).toBe('VALIDATION_ERROR');
    const cancelled = (await call(w, 'carl', 'POST', `/v1/bookings/${b.id}/cancel`, { reason: 'Order withdrawn' })).json<Booking>();
    expect(cancelled).toMatchObject({ status: 'CANCELLED', cancellation: { reason: 'Order withdrawn', by: { id: w.self.carl.id, name: 'Carl Carlsson' } } });
    expect(cancelled.history.at(-1)).toMatchObject({ action: 'CANCELLED', fromStatus: 'PENDING', toStatus: 'CANCELLED', note: 'Order withdrawn' });
  });

  it('of 50 concurrent confirm and cancel calls made on one version exactly one wins; the rest get 409 and the history has one status entry', async () => {
    // Confirm then cancel is a valid sequence (PENDING → CONFIRMED → CANCELLED): what makes the
    // calls exclusive is that each names the version it was made on, as the details page does.
    const b = await book(w, 'anna', sampleAirBooking());
    const awb = makeAirWaybill('020', 7000001);
    const responses = await Promise.all(Array.from({ length: 50 }, (_, i) => (i % 2
      ? call(w, 'ops', 'POST', `/v1/bookings/${b.id}/confirm`, { carrierReference: awb, expectedVersion: b.version })
      : call(w, 'anna', 'POST', `/v1/bookings/${b.id}/cancel`, { reason: `Race ${i}`, expectedVersion: b.version }))));
    const codes = responses.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(49);
    expect(responses.filter((r) => r.statusCode === 409).every((r) => ['INVALID_STATUS_TRANSITION', 'CONFLICT'].includes(r.json().code))).toBe(true);
    const final = (await call(w, 'ops', 'GET', `/v1/bookings/${b.id}`)).json<Booking>();
    const winner = responses.find((r) => r.statusCode === 200)!.json<Booking>();
    expect(final.status).toBe(winner.status);
    expect(final.history.filter((h) => h.toStatus !== null && h.action !== 'CREATED')).toHaveLength(1);
    expect(final.version).toBe(b.version + 1);
  });

  it('of 50 concurrent cancel calls without a version exactly one wins; the rest get 409 INVALID_STATUS_TRANSITION', async () => {
    const b = await book(w, 'anna', sampleAirBooking());
    const responses = await Promise.all(Array.from({ length: 50 }, (_, i) => call(w, i % 2 ? 'ops' : 'anna', 'POST', `/v1/bookings/${b.id}/cancel`, { reason: `Race ${i}` })));
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(responses.filter((r) => r.statusCode === 409 && r.json().code === 'INVALID_STATUS_TRANSITION')).toHaveLength(49);
    const final = (await call(w, 'ops', 'GET', `/v1/bookings/${b.id}`)).json<Booking>();
    expect(final.history.filter((h) => h.action === 'CANCELLED')).toHaveLength(1);
    expect(final.version).toBe(b.version + 1);
  });

  it('refuses a status change made on an older version with 409 CONFLICT and changes nothing', async () => {
    const b = await book(w, 'anna', sampleAirBooking());
    expect((await call(w, 'ops', 'POST', `/v1/bookings/${b.id}/confirm`, { carrierReference: makeAirWaybill('020', 7000002), expectedVersion: b.version })).statusCode).toBe(200);
    const stale = await call(w, 'anna', 'POST', `/v1/bookings/${b.id}/cancel`, { reason: 'Changed our mind', expectedVersion: b.version });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'CONFLICT', message: expect.stringContaining('confirmed') });
    const after = (await call(w, 'anna', 'GET', `/v1/bookings/${b.id}`)).json<Booking>();
    expect(after).toMatchObject({ status: 'CONFIRMED', version: b.version + 1 });
    expect((await call(w, 'anna', 'POST', `/v1/bookings/${b.id}/cancel`, { reason: 'Changed our mind', expectedVersion: after.version })).json<Booking>().status).toBe('CANCELLED');
  });
});

describe('the service without HTTP (the demo seed)', () => {
  it('creates, confirms, delivers and cancels for an actor context', async () => {
    const service = createBookingService(w.t.database.db);
    const ops = actorOf(w, 'ops');
    const { booking } = await service.create(actorOf(w, 'carl'), parseCreateBooking(sampleSeaBooking({ seaLoad: 'LCL', cargo: { type: 'GENERAL', commodity: 'Spare parts', pieces: [{ count: 2, lengthCm: 120, widthCm: 100, heightCm: 100, weightKg: 400 }] } })));
    expect(booking.totals.chargeable).toEqual({ value: 2.4, unit: 'RT' });
    await service.confirm(ops, booking.id, { carrierReference: 'MAEU123456789' });
    await service.depart(ops, booking.id, {});
    await service.arrive(ops, booking.id, {});
    const delivered = await service.deliver(ops, booking.id, { receivedBy: 'Dock 4', deliveredAt: '2026-12-20T08:00:00Z' });
    expect(delivered).toMatchObject({ status: 'DELIVERED', carrierReference: 'MAEU123456789' });
    const other = await service.create(ops, parseCreateBooking(sampleAirBooking({ organizationId: w.acmeId })));
    expect((await service.cancel(ops, other.booking.ref, { reason: 'Duplicate' })).status).toBe('CANCELLED');
    await expect(service.create(actorOf(w, 'vera'), parseCreateBooking(sampleAirBooking()))).rejects.toMatchObject({ code: 'FORBIDDEN' });
    // The body is parsed once (by the route's schema or parseCreateBooking); the service checks the rules tying fields together.
    const sample = sampleAirBooking();
    await expect(service.create(actorOf(w, 'carl'), parseCreateBooking({ ...sample, destination: sample.origin }))).rejects.toMatchObject({
      code: 'VALIDATION_ERROR', details: expect.arrayContaining([{ path: 'destination', message: 'must differ from the origin' }]),
    });
  });
});
