import { eq } from 'drizzle-orm';
import type { Booking, CreatedIntegration, Integration, TrackingBatchResult, TrackingDetail } from '@freightdeck/contracts';
import { bookingHistory } from '../../../src/db/schema';
import { call } from '../bookings/helpers';
import { confirmedAir, dcsaSample, postEvents, trackingWorld, type TrackingWorld } from './world';

let w: TrackingWorld;
beforeAll(async () => {
  w = await trackingWorld();
});
afterAll(() => w.t.close());

const dep = (awb: string, eventId: string, at = '2026-11-20T15:05:00+08:00') => ({ eventId, airWaybill: awb, statusCode: 'DEP', eventDateTime: at, airport: 'SIN', flight: 'LH9771', pieces: 4, weightKg: 360 });
const booking = async (id: string) => (await call(w, 'ops', 'GET', `/v1/bookings/${id}`)).json<Booking>();

describe('integrations', () => {
  it('staff create one with its key shown once and stored hashed; customers may not; a revoked key is 401', async () => {
    expect(w.carrierKey).toMatch(/^fdk_/);
    const list = (await call(w, 'ops', 'GET', '/v1/integrations')).json<{ items: Integration[] }>();
    expect(list.items[0]).toMatchObject({ name: 'Lufthansa Cargo', carrierCodes: ['LH'], keyPrefix: w.carrierKey.slice(0, 10) });
    expect(JSON.stringify(list)).not.toContain(w.carrierKey);
    expect((await call(w, 'carl', 'POST', '/v1/integrations', { name: 'X', kind: 'CARRIER', carrierCodes: ['LH'] })).statusCode).toBe(403);
    expect((await call(w, 'ops', 'POST', '/v1/integrations', { name: 'X', kind: 'CARRIER' })).statusCode).toBe(400);

    const other = (await call(w, 'ops', 'POST', '/v1/integrations', { name: 'Temp', kind: 'GROUND_HANDLER', carrierCodes: ['SQ'] })).json<CreatedIntegration>();
    const used = await postEvents(w, other.apiKey, [{ statusCode: 'XXX' }]);
    expect(used.statusCode).toBe(200);
    const after = (await call(w, 'ops', 'GET', '/v1/integrations')).json<{ items: Integration[] }>().items.find((i) => i.id === other.id)!;
    expect(after.lastUsedAt).not.toBeNull();
    expect((await call(w, 'ops', 'POST', `/v1/integrations/${other.id}/revoke`)).json<Integration>().revokedAt).not.toBeNull();
    expect((await postEvents(w, other.apiKey, [dep(w.awb, 'x')])).statusCode).toBe(401);
    expect((await postEvents(w, 'fdk_not-a-key', [dep(w.awb, 'x')])).statusCode).toBe(401);
    expect((await w.t.app.inject({ method: 'POST', url: '/v1/tracking/events', payload: [dep(w.awb, 'x')] })).statusCode).toBe(401);
  });
});

describe('AIR events', () => {
  it('a DEP moves the confirmed booking to IN_TRANSIT through the bookings service; the same batch again is REPLAYED and changes nothing', async () => {
    const batch = { events: [dep(w.awb.replace('-', ''), 'lh-dep-1')] };
    const first = await postEvents(w, w.carrierKey, batch);
    expect(first.json<TrackingBatchResult>()).toMatchObject({ accepted: 1, replayed: 0, refused: 0, results: [{ index: 0, status: 'ACCEPTED', bookingRef: w.air.ref }] });
    const moved = await booking(w.air.id);
    expect(moved).toMatchObject({ status: 'IN_TRANSIT', departedAt: '2026-11-20T07:05:00.000Z' });
    const history = await w.t.database.db.select().from(bookingHistory).where(eq(bookingHistory.bookingId, w.air.id));
    expect(history.find((h) => h.action === 'DEPARTED')?.note).toBe('Departure, reported by Lufthansa Cargo');

    const again = await postEvents(w, w.carrierKey, batch);
    expect(again.json<TrackingBatchResult>()).toMatchObject({ accepted: 0, replayed: 1, results: [{ status: 'REPLAYED' }] });
    expect((await booking(w.air.id)).version).toBe(moved.version);
  });

  it('refuses a bad event with its index and reasons and keeps the good ones', async () => {
    const { booking: b, awb } = await confirmedAir(w);
    const bad = awb.slice(0, -1) + ((Number(awb.slice(-1)) + 1) % 10);
    const response = await postEvents(w, w.carrierKey, [
      { eventId: 'ok-1', airWaybill: awb, statusCode: 'RCS', eventDateTime: '2026-11-20T09:00:00+08:00', airport: 'SIN' },
      { eventId: 'bad-1', airWaybill: bad, statusCode: 'DEP', eventDateTime: '2026-11-20T15:00:00+08:00', airport: 'SIN' },
      { eventId: 'bad-2', airWaybill: awb, statusCode: 'ZZZ', eventDateTime: 'yesterday', airport: 'SIN' },
      { eventId: 'bad-3', airWaybill: awb, statusCode: 'DEP', eventDateTime: '2099-01-01T00:00:00Z', airport: 'SIN' },
      { eventId: 'ok-1', airWaybill: awb, statusCode: 'MAN', eventDateTime: '2026-11-20T10:00:00+08:00', airport: 'SIN' },
    ]);
    const result = response.json<TrackingBatchResult>();
    expect(result).toMatchObject({ accepted: 1, refused: 4 });
    expect(result.results[1]!.reasons).toEqual([expect.stringContaining('wrong check digit')]);
    expect(result.results[2]!.reasons.join(' ')).toMatch(/statusCode.*eventDateTime|eventDateTime.*statusCode/s);
    expect(result.results[3]!.reasons).toEqual(['an actual (ACT) event cannot be in the future']);
    expect(result.results[4]!.reasons).toEqual(['eventID repeats the event at index 0: event ids are unique']);
    expect((await booking(b.id)).status).toBe('CONFIRMED');
  });

  it('places events by event time, moves step by step to DELIVERED with the receiver, never backwards; an estimate sets the ETA', async () => {
    const { booking: b, awb } = await confirmedAir(w);
    // Sent out of order: the delivery first, then arrival, then departure.
    const r = await postEvents(w, w.carrierKey, [
      { eventId: 'd-dlv', airWaybill: awb, statusCode: 'DLV', eventDateTime: '2026-11-21T11:00:00+01:00', airport: 'FRA', receivedBy: 'J. Weber' },
      { eventId: 'd-arr', airWaybill: awb, statusCode: 'ARR', eventDateTime: '2026-11-21T06:10:00+01:00', airport: 'FRA', flight: 'LH9771' },
      { eventId: 'd-est', airWaybill: awb, statusCode: 'ARR', classifier: 'EST', eventDateTime: '2026-11-21T09:30:00+01:00', eventCreatedDateTime: '2026-11-20T08:00:00Z', airport: 'FRA' },
      { eventId: 'd-dep', airWaybill: awb, statusCode: 'DEP', eventDateTime: '2026-11-20T23:40:00+08:00', airport: 'SIN', flight: 'LH9771' },
    ]);
    expect(r.json<TrackingBatchResult>().accepted).toBe(4);
    const done = await booking(b.id);
    expect(done).toMatchObject({ status: 'DELIVERED', departedAt: '2026-11-20T15:40:00.000Z', arrivedAt: '2026-11-21T05:10:00.000Z', delivery: expect.objectContaining({ receivedBy: 'J. Weber' }) });
    // A late departure report for a delivered booking: on the timeline, the status stays.
    await postEvents(w, w.carrierKey, [{ eventId: 'd-dep-2', airWaybill: awb, statusCode: 'DEP', eventDateTime: '2026-11-20T23:45:00+08:00', airport: 'SIN' }]);
    expect((await booking(b.id)).status).toBe('DELIVERED');
    const detail = (await call(w, 'carl', 'GET', `/v1/tracking/${b.ref}`)).json<TrackingDetail>();
    expect(detail.events.map((e) => e.code)).toEqual(['DEP', 'DEP', 'ARR', 'ARR', 'DLV']);
    expect(detail.events[2]).toMatchObject({ classifier: 'ACT', eventOffset: '+01:00', label: 'Arrived', source: 'Lufthansa Cargo' });
    expect(detail.etaHistory).toEqual([{ eta: '2026-11-21T08:30:00.000Z', reportedAt: '2026-11-20T08:00:00.000Z', source: 'Lufthansa Cargo' }]);
    expect(detail.route.map((p) => p.code)).toEqual(['SIN', 'FRA']);
  });

  it("refuses events for bookings outside the integration's scope, without saying whether they exist", async () => {
    const { awb } = await confirmedAir(w, 'nils');
    const r = (await postEvents(w, w.carrierKey, [dep(awb, 'nordic-1')])).json<TrackingBatchResult>();
    // nils' booking flies LH too, but the integration names LH… and Acme: LH covers it. A Nordic-only integration does not.
    expect(r.accepted).toBe(1);
    const nordicOnly = (await call(w, 'ops', 'POST', '/v1/integrations', { name: 'Acme handler', kind: 'GROUND_HANDLER', organizationIds: [w.acmeId] })).json<CreatedIntegration>();
    const refused = (await postEvents(w, nordicOnly.apiKey, [dep(awb, 'nordic-2')])).json<TrackingBatchResult>();
    expect(refused.results[0]).toMatchObject({ status: 'REFUSED', reasons: [`no booking in this integration's scope for AWB ${awb}`] });
    const unknown = (await postEvents(w, nordicOnly.apiKey, [dep('020-99999992', 'nordic-3')])).json<TrackingBatchResult>();
    expect(unknown.results[0]!.reasons).toEqual(["no booking in this integration's scope for AWB 020-99999992"]);
  });
});

describe('SEA events (DCSA T&T 2.2)', () => {
  it("accepts DCSA's conformance sample, placing each event by the booking, document or container it names", async () => {
    const result = (await postEvents(w, w.carrierKey, dcsaSample('tnt-220-response'))).json<TrackingBatchResult>();
    expect(result.results.filter((r) => r.status !== 'ACCEPTED')).toEqual([]);
    expect(result.accepted).toBe(7);
    expect(new Set(result.results.map((r) => r.bookingRef))).toEqual(new Set([w.sea.ref]));
  });

  const reasonsOf = async (name: string) => (await postEvents(w, w.carrierKey, dcsaSample(name))).json<TrackingBatchResult>().results;

  it('refuses the wrong-attribute-values sample: a missing event id, unknown UN/LOCODEs, a container with a wrong check digit', async () => {
    const results = await reasonsOf('tnt-220-response-wrong-attribute-values');
    expect(results[0]!.status).toBe('REFUSED');
    expect(results[0]!.reasons).toEqual(expect.arrayContaining([expect.stringContaining('eventID is missing'), 'UNLocationCode XYABC is not a known UN/LOCODE', 'UNLocationCode XYBCD is not a known UN/LOCODE']));
    expect(results[2]!.reasons).toEqual(expect.arrayContaining(['equipmentReference APZU2134567 has a wrong check digit (ISO 6346: 4, not 7)', 'UNLocationCode XYCDE is not a known UN/LOCODE']));
  });

  it('refuses the wrong-date-times sample: missing, malformed and too early dates', async () => {
    const results = await reasonsOf('tnt-220-response-wrong-date-times');
    const joined = results.map((r) => r.reasons.join(' | '));
    expect(joined[1]).toContain("must have required property 'eventCreatedDateTime'");
    expect(joined[2]).toContain("must have required property 'eventDateTime'");
    expect(joined[3]).toContain('/eventCreatedDateTime must match format "date-time"');
    expect(joined[4]).toContain('/eventDateTime must match format "date-time"');
    expect(joined[5]).toContain('eventCreatedDateTime is before 2000');
  });

  it('refuses the wrong-event-ids sample: ids that are not UUIDs, and an id repeated in the batch', async () => {
    const results = await reasonsOf('tnt-220-response-wrong-event-ids');
    expect(results[0]!.reasons).toContain('/eventID must be string');
    expect(results[1]!.reasons).toContain('/eventID must match format "uuid"');
    expect(results[3]!.reasons).toEqual(['eventID repeats the event at index 2: event ids are unique']);
    expect(results[6]!.reasons).toEqual(['eventID repeats the event at index 5: event ids are unique']);
  });

  it('refuses the wrong-structure sample: events wrapped in another object', async () => {
    const results = await reasonsOf('tnt-220-response-wrong-structure');
    expect(results.every((r) => r.status === 'REFUSED' && r.reasons[0] === 'eventType must be SHIPMENT, TRANSPORT or EQUIPMENT')).toBe(true);
  });

  it('refuses an IMO number with a wrong check digit', async () => {
    const [event] = dcsaSample('tnt-220-response') as { transportCall: { vessel: object } }[];
    const wrong = { ...event, eventID: '0c4c9b7e-4b9d-4d35-9d0e-2a0c2b6e1a11', transportCall: { ...event!.transportCall, vessel: { ...event!.transportCall.vessel, vesselIMONumber: '9321484' } } };
    const [result] = (await postEvents(w, w.carrierKey, [wrong])).json<TrackingBatchResult>().results;
    expect(result!.reasons).toEqual(['vesselIMONumber 9321484 is not an IMO number (check digit 3, not 4)']);
  });
});
