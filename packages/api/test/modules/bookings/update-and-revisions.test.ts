import { makeAirWaybill, type Booking } from '@freightdeck/contracts';
import { sampleAirBooking } from '@freightdeck/contracts/testing';
import { book, bookingsWorld, call, type BookingsWorld } from './helpers';

let w: BookingsWorld;
beforeAll(async () => { w = await bookingsWorld(); }, 120_000);
afterAll(() => w.t.close());

const confirmedBooking = async (n: number) => {
  const b = await book(w, 'carl', sampleAirBooking());
  const response = await call(w, 'ops', 'POST', `/v1/bookings/${b.id}/confirm`, { carrierReference: makeAirWaybill('157', 3000000 + n) });
  expect(response.statusCode).toBe(200);
  return response.json<Booking>();
};

describe('PATCH /v1/bookings/{id} on a pending booking', () => {
  it('applies the change at once, derives everything again and records the field changes', async () => {
    const b = await book(w, 'carl', sampleAirBooking());
    const response = await call(w, 'carl', 'PATCH', `/v1/bookings/${b.id}`, {
      destination: 'ZRH', customerReference: 'PO-1', expectedVersion: 1,
    });
    expect(response.statusCode).toBe(200);
    const updated = response.json<Booking>();
    expect(updated).toMatchObject({ version: 2, destination: 'ZRH', customerReference: 'PO-1', status: 'PENDING' });
    expect(updated.emissions.legs).toEqual([expect.objectContaining({ from: 'SIN', to: 'ZRH' })]);
    expect(updated.emissions.distanceKm).not.toBe(b.emissions.distanceKm);
    expect(updated.history.at(-1)).toMatchObject({
      action: 'UPDATED', actor: { id: w.self.carl.id },
      changes: expect.arrayContaining([{ path: 'destination', from: 'FRA', to: 'ZRH' }, { path: 'customerReference', from: '', to: 'PO-1' }]),
    });
    // Found by the new customer reference.
    expect((await call(w, 'carl', 'GET', '/v1/bookings?q=po-1')).json<{ items: { id: string }[] }>().items.map((i) => i.id)).toContain(b.id);
  });

  it('records a changed piece weight down to its leaf and recomputes the totals', async () => {
    const b = await book(w, 'carl', sampleAirBooking());
    const cargo = { ...b.cargo, pieces: [{ ...b.cargo.pieces[0]!, weightKg: 200 }] };
    const updated = (await call(w, 'carl', 'PATCH', `/v1/bookings/${b.id}`, { cargo })).json<Booking>();
    expect(updated.totals).toMatchObject({ grossWeightKg: 800, chargeable: { value: 800, unit: 'KG' } });
    expect(updated.history.at(-1)!.changes).toEqual([{ path: 'cargo.pieces.0.weightKg', from: 90, to: 200 }]);
    expect(updated.chargeTotals[0]!.amount).toBeGreaterThan(b.chargeTotals[0]!.amount);
  });

  it('answers 409 CONFLICT on a stale expectedVersion, 400 NOTHING_TO_CHANGE on no change, and changes nothing', async () => {
    const b = await book(w, 'carl', sampleAirBooking());
    const stale = await call(w, 'carl', 'PATCH', `/v1/bookings/${b.id}`, { remarks: 'x', expectedVersion: 7 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('CONFLICT');
    const same = await call(w, 'carl', 'PATCH', `/v1/bookings/${b.id}`, { destination: 'FRA' });
    expect(same.statusCode).toBe(400);
    expect(same.json().code).toBe('NOTHING_TO_CHANGE');
    const empty = await call(w, 'carl', 'PATCH', `/v1/bookings/${b.id}`, { expectedVersion: 1 });
    expect(empty.json().code).toBe('VALIDATION_ERROR');
    const unknown = await call(w, 'carl', 'PATCH', `/v1/bookings/${b.id}`, { destination: 'QQQ' });
    expect(unknown.json()).toMatchObject({ code: 'VALIDATION_ERROR', details: [{ path: 'destination', message: 'QQQ is not a known airport' }] });
    const after = (await call(w, 'carl', 'GET', `/v1/bookings/${b.id}`)).json<Booking>();
    expect(after).toMatchObject({ version: 1, destination: 'FRA', remarks: '' });
    expect(after.history).toHaveLength(1);
  });

  it('lets only staff set charges (OPERATIONS), amounts computed by the server', async () => {
    const b = await book(w, 'carl', sampleAirBooking());
    const charges = [
      { code: 'FRT', description: 'Air freight', basis: 'PER_KG', quantity: 640, rate: 3.5, currency: 'USD' },
      { code: 'MY', description: 'Fuel', basis: 'PERCENT_OF_FREIGHT', quantity: 1, rate: 10, amount: 999999, currency: 'USD' },
    ];
    expect((await call(w, 'carl', 'PATCH', `/v1/bookings/${b.id}`, { charges })).statusCode).toBe(403);
    const updated = (await call(w, 'ops', 'PATCH', `/v1/bookings/${b.id}`, { charges })).json<Booking>();
    expect(updated).toMatchObject({ chargesSource: 'OPERATIONS', chargeTotals: [{ currency: 'USD', amount: 2464 }] });
    // A later content change keeps operations' charges.
    const changed = (await call(w, 'carl', 'PATCH', `/v1/bookings/${b.id}`, { remarks: 'Fragile' })).json<Booking>();
    expect(changed).toMatchObject({ chargesSource: 'OPERATIONS', chargeTotals: [{ currency: 'USD', amount: 2464 }] });
  });

  it('refuses changes once the booking is moving: 409 INVALID_STATUS_TRANSITION', async () => {
    const b = await confirmedBooking(1);
    await call(w, 'ops', 'POST', `/v1/bookings/${b.id}/depart`, {});
    const response = await call(w, 'carl', 'PATCH', `/v1/bookings/${b.id}`, { remarks: 'late' });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('INVALID_STATUS_TRANSITION');
  });
});

describe('revisions of a confirmed booking', () => {
  it('turns a change into one REQUESTED revision; staff approve it and the booking changes', async () => {
    const b = await confirmedBooking(2);
    const requested = (await call(w, 'carl', 'PATCH', `/v1/bookings/${b.id}`, { cargoReadyDate: '2026-12-03' })).json<Booking>();
    expect(requested.cargoReadyDate).toBe('2026-12-01');
    expect(requested.revisions).toEqual([expect.objectContaining({ status: 'REQUESTED', request: { cargoReadyDate: '2026-12-03' }, changes: [{ path: 'cargoReadyDate', from: '2026-12-01', to: '2026-12-03' }], requestedBy: { id: w.self.carl.id, name: 'Carl Carlsson' } })]);
    expect(requested.history.at(-1)!.action).toBe('REVISION_REQUESTED');
    expect(requested.allowedActions).not.toContain('requestRevision');
    // One open at a time.
    const second = await call(w, 'anna', 'PATCH', `/v1/bookings/${b.id}`, { remarks: 'also this' });
    expect(second.statusCode).toBe(409);
    expect(second.json().code).toBe('CONFLICT');
    const revisionId = requested.revisions[0]!.id;
    expect((await call(w, 'carl', 'PATCH', `/v1/bookings/${b.id}/revisions/${revisionId}`, { status: 'APPROVED' })).statusCode).toBe(403);
    const opsView = (await call(w, 'ops', 'GET', `/v1/bookings/${b.id}`)).json<Booking>();
    expect(opsView.allowedActions).toContain('decideRevision');
    const approved = (await call(w, 'ops', 'PATCH', `/v1/bookings/${b.id}/revisions/${revisionId}`, { status: 'APPROVED' })).json<Booking>();
    expect(approved).toMatchObject({ cargoReadyDate: '2026-12-03', status: 'CONFIRMED', revisions: [expect.objectContaining({ status: 'APPROVED', decidedBy: { id: w.self.ops.id, name: 'Oscar Ops' } })] });
    expect(approved.history.at(-1)).toMatchObject({ action: 'REVISION_APPROVED', changes: [{ path: 'cargoReadyDate', from: '2026-12-01', to: '2026-12-03' }] });
    const again = await call(w, 'ops', 'PATCH', `/v1/bookings/${b.id}/revisions/${revisionId}`, { status: 'REJECTED', reason: 'changed my mind' });
    expect(again.statusCode).toBe(409);
  });

  it('records what approval actually changed when the booking changed since the request', async () => {
    const b = await confirmedBooking(3);
    const requested = (await call(w, 'carl', 'PATCH', `/v1/bookings/${b.id}`, { remarks: 'Keep upright', customerReference: 'PO-9' })).json<Booking>();
    // Staff change the charges meanwhile (applied directly), then approve.
    await call(w, 'ops', 'PATCH', `/v1/bookings/${b.id}`, { charges: [{ code: 'FRT', description: 'Air freight', basis: 'FLAT', quantity: 1, rate: 1500, currency: 'USD' }] });
    const approved = (await call(w, 'ops', 'PATCH', `/v1/bookings/${b.id}/revisions/${requested.revisions[0]!.id}`, { status: 'APPROVED', reason: 'ok' })).json<Booking>();
    expect(approved).toMatchObject({ remarks: 'Keep upright', customerReference: 'PO-9', chargesSource: 'OPERATIONS', chargeTotals: [{ currency: 'USD', amount: 1500 }] });
    expect(approved.revisions[0]!.changes).toEqual(expect.arrayContaining([{ path: 'remarks', from: '', to: 'Keep upright' }]));
  });

  it('rejects with a reason (required) and leaves the booking as it was', async () => {
    const b = await confirmedBooking(4);
    const requested = (await call(w, 'anna', 'PATCH', `/v1/bookings/${b.id}`, { destination: 'ZRH' })).json<Booking>();
    const revisionId = requested.revisions[0]!.id;
    expect((await call(w, 'ops', 'PATCH', `/v1/bookings/${b.id}/revisions/${revisionId}`, { status: 'REJECTED' })).json().code).toBe('VALIDATION_ERROR');
    const rejected = (await call(w, 'ops', 'PATCH', `/v1/bookings/${b.id}/revisions/${revisionId}`, { status: 'REJECTED', reason: 'No capacity to ZRH' })).json<Booking>();
    expect(rejected).toMatchObject({ destination: 'FRA', revisions: [expect.objectContaining({ status: 'REJECTED', reason: 'No capacity to ZRH' })] });
    expect(rejected.history.at(-1)).toMatchObject({ action: 'REVISION_REJECTED', note: 'No capacity to ZRH' });
    expect(rejected.allowedActions).toEqual(expect.arrayContaining(['depart', 'cancel']));
    expect((await call(w, 'ops', 'PATCH', `/v1/bookings/${b.id}/revisions/00000000-0000-4000-8000-000000000000`, { status: 'APPROVED' })).statusCode).toBe(404);
  });

  it('closes an open revision when the booking is cancelled', async () => {
    const b = await confirmedBooking(5);
    await call(w, 'carl', 'PATCH', `/v1/bookings/${b.id}`, { remarks: 'please' });
    const cancelled = (await call(w, 'carl', 'POST', `/v1/bookings/${b.id}/cancel`, { reason: 'Customer cancelled' })).json<Booking>();
    expect(cancelled.status).toBe('CANCELLED');
    expect(cancelled.revisions[0]!.status).toBe('REJECTED');
  });
});
