import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { OneRecordEventsSchema, type CreatedIntegration, type ShareLink, type TrackingDetail, type TrackingList } from '@freightdeck/contracts';
import { sql } from 'drizzle-orm';
import { integrationById } from '../../../src/modules/integrations';
import { createWebhooks, signatureOf } from '../../../src/modules/tracking';
import { outbox } from '../../helpers/mail';
import { call } from '../bookings/helpers';
import { confirmedAir, postEvents, trackingWorld, type TrackingWorld } from './world';

let w: TrackingWorld;
beforeAll(async () => {
  w = await trackingWorld();
});
afterAll(() => w.t.close());

const event = (awb: string, eventId: string, statusCode: string, eventDateTime: string, airport: string, extra: object = {}) => ({ eventId, airWaybill: awb, statusCode, eventDateTime, airport, ...extra });

describe('the list and the timeline', () => {
  it('lists the caller’s active shipments with milestone, ETA and punctuality; finds one by air waybill with or without its dash, B/L or container', async () => {
    await postEvents(w, w.carrierKey, [event(w.awb, 'l-dep', 'DEP', '2026-11-20T15:05:00+08:00', 'SIN', { flight: 'LH9771' }),
      event(w.awb, 'l-est', 'ARR', '2026-12-03T12:00:00+01:00', 'FRA', { classifier: 'EST' })]);
    const list = (await call(w, 'carl', 'GET', '/v1/tracking')).json<TrackingList>();
    const item = list.items.find((i) => i.ref === w.air.ref)!;
    expect(item).toMatchObject({ status: 'IN_TRANSIT', milestone: 'Departed · SIN', eta: '2026-12-03T11:00:00.000Z', plannedArrival: '2026-12-03T05:30:00.000Z', punctuality: 'LATE' });
    for (const q of [w.awb, w.awb.replace('-', '')]) expect((await call(w, 'carl', 'GET', `/v1/tracking?q=${q}`)).json<TrackingList>().items.map((i) => i.ref)).toEqual([w.air.ref]);
    expect((await call(w, 'nils', 'GET', `/v1/tracking?q=${w.awb}`)).json<TrackingList>().items).toEqual([]);
    expect((await call(w, 'carl', 'GET', '/v1/tracking?punctuality=EARLY')).json<TrackingList>().items.map((i) => i.ref)).not.toContain(w.air.ref);
    expect((await call(w, 'nils', 'GET', `/v1/tracking/${w.air.ref}`)).statusCode).toBe(404);

    await postEvents(w, w.carrierKey, [{ eventID: '5f1c1e6e-1b7b-4b4e-9d6a-5d7d7c1d2a01', eventCreatedDateTime: '2026-11-20T10:00:00Z', eventType: 'EQUIPMENT', eventClassifierCode: 'ACT',
      eventDateTime: '2026-11-20T09:00:00+08:00', equipmentEventTypeCode: 'GTIN', equipmentReference: 'MSKU9070323', emptyIndicatorCode: 'LADEN',
      eventLocation: { UNLocationCode: 'CNSHA' }, documentReferences: [{ documentReferenceType: 'BKG', documentReferenceValue: 'ABC123123123' }, { documentReferenceType: 'TRD', documentReferenceValue: 'MAEU240112345' }] }]);
    for (const q of ['MSKU9070323', 'maeu240112345', 'ABC123123123']) expect((await call(w, 'anna', 'GET', `/v1/tracking?q=${q}`)).json<TrackingList>().items.map((i) => i.ref)).toEqual([w.sea.ref]);
  });

  it('logger readings from an integration by serial open and extend an excursion (start, end, min, max, minutes outside), kept once on resend', async () => {
    await call(w, 'carl', 'POST', '/v1/bookings/data-loggers', { bookingRef: w.air.ref, serialNumber: 'TT4-7001', model: 'Sensitech TempTale 4' });
    await call(w, 'carl', 'POST', '/v1/bookings/watchlist/watch', { bookingIds: [w.air.id] });
    const readings = [5, 6, 9.5, 11, 10, 7, 6].map((temperatureC, i) => ({ at: `2026-11-20T${String(10 + i).padStart(2, '0')}:00:00+08:00`, temperatureC }));
    const post = () => w.t.app.inject({ method: 'POST', url: '/v1/tracking/loggers/tt4-7001/readings', headers: { 'x-api-key': w.carrierKey }, payload: { readings } });
    const first = (await post()).json();
    expect(first).toMatchObject({ bookingRef: w.air.ref, accepted: 7, duplicates: 0, excursions: [{ direction: 'ABOVE', from: '2026-11-20T04:00:00.000Z', to: '2026-11-20T06:00:00.000Z', minC: 9.5, maxC: 11, minutesOutside: 180, open: false }] });
    expect((await post()).json()).toMatchObject({ accepted: 0, duplicates: 7 });
    const detail = (await call(w, 'carl', 'GET', `/v1/tracking/${w.air.id}`)).json<TrackingDetail>();
    expect(detail).toMatchObject({ temperatureRange: { minC: 2, maxC: 8 }, excursions: 1, excursionList: [expect.objectContaining({ serialNumber: 'TT4-7001', maxC: 11 })] });
    expect(detail.loggers[0]!.readings).toHaveLength(7);
    const mails = await outbox(w.t.app, 'carl@acme-pharma.test');
    expect(mails.filter((m) => m.subject === `${w.air.ref}: temperature excursion`)).toHaveLength(1);
    const unknown = await w.t.app.inject({ method: 'POST', url: '/v1/tracking/loggers/NOPE/readings', headers: { 'x-api-key': w.carrierKey }, payload: { readings } });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('notifications', () => {
  it('e-mails watchers once per milestone, and not those who switched them off on /profile', async () => {
    const { booking, awb } = await confirmedAir(w);
    await call(w, 'carl', 'POST', '/v1/bookings/watchlist/watch', { bookingIds: [booking.id] });
    await call(w, 'anna', 'POST', '/v1/bookings/watchlist/watch', { bookingIds: [booking.id] });
    expect((await call(w, 'anna', 'GET', '/v1/tracking/notification-settings')).json()).toEqual({ emails: true });
    const off = await w.t.app.inject({ method: 'PUT', url: '/v1/tracking/notification-settings', headers: w.headers.anna, payload: { emails: false } });
    expect(off.json()).toEqual({ emails: false });
    const batch = [event(awb, 'n-dep', 'DEP', '2026-11-20T15:05:00+08:00', 'SIN')];
    await postEvents(w, w.carrierKey, batch);
    await postEvents(w, w.carrierKey, batch);
    const subject = `${booking.ref} has departed`;
    expect((await outbox(w.t.app, 'carl@acme-pharma.test')).filter((m) => m.subject === subject)).toHaveLength(1);
    expect((await outbox(w.t.app, 'anna@acme-pharma.test')).filter((m) => m.subject === subject)).toHaveLength(0);
  });
});

describe('delay e-mails', () => {
  it('tell watchers once when an estimate puts the ETA past the late threshold', async () => {
    const { booking, awb } = await confirmedAir(w);
    await call(w, 'carl', 'POST', '/v1/bookings/watchlist/watch', { bookingIds: [booking.id] });
    await postEvents(w, w.carrierKey, [event(awb, 'late-dep', 'DEP', '2026-12-02T23:00:00+08:00', 'SIN')]);
    // Planned 05:30 UTC; first estimate on time, then 4 hours late (twice: one e-mail).
    await postEvents(w, w.carrierKey, [event(awb, 'late-est-1', 'ARR', '2026-12-03T07:00:00+01:00', 'FRA', { classifier: 'EST', eventCreatedDateTime: '2026-11-20T10:00:00Z' })]);
    const late = event(awb, 'late-est-2', 'ARR', '2026-12-03T10:30:00+01:00', 'FRA', { classifier: 'EST', eventCreatedDateTime: '2026-11-20T11:00:00Z' });
    await postEvents(w, w.carrierKey, [late]);
    await postEvents(w, w.carrierKey, [{ ...late, eventId: 'late-est-3' }]);
    const mails = (await outbox(w.t.app, 'carl@acme-pharma.test')).filter((m) => m.subject === `${booking.ref} is running late`);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('now expected at 2026-12-03 09:30 UTC, planned 2026-12-03 05:30 UTC');
  });
});

describe('webhooks', () => {
  it('POSTs each changing batch signed with HMAC-SHA256, retries a failure with backoff and logs every delivery', async () => {
    const received: { body: string; signature: string }[] = [];
    let fail = true;
    const server = createServer((req: IncomingMessage, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        received.push({ body, signature: String(req.headers['x-freightdeck-signature']) });
        res.statusCode = fail ? 503 : 204;
        res.end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
    try {
      const hooked = (await call(w, 'ops', 'POST', '/v1/integrations', { name: 'Hooked', kind: 'CARRIER', organizationIds: [w.acmeId], webhookUrl: url })).json<CreatedIntegration>();
      const { awb } = await confirmedAir(w);
      await postEvents(w, hooked.apiKey, [event(awb, 'h-dep', 'DEP', '2026-11-20T15:05:00+08:00', 'SIN')]);
      expect(received).toHaveLength(1);
      expect(received[0]!.signature).toBe(signatureOf(hooked.webhookSecret!, received[0]!.body));
      expect(JSON.parse(received[0]!.body)).toMatchObject({ type: 'tracking.updated', bookings: [{ carrierReference: awb, status: 'IN_TRANSIT', milestones: ['DEPARTED'] }] });
      let log = (await call(w, 'ops', 'GET', `/v1/integrations/${hooked.id}/deliveries`)).json<{ items: { status: string; attempts: number; lastStatusCode: number; nextAttemptAt: string }[] }>();
      expect(log.items[0]).toMatchObject({ status: 'PENDING', attempts: 1, lastStatusCode: 503 });
      expect(Date.parse(log.items[0]!.nextAttemptAt) - Date.now()).toBeGreaterThan(20_000);
      fail = false;
      await w.t.database.db.execute(sql`update webhook_deliveries set next_attempt_at = now() - interval '1 second'`);
      // What the app's timer runs (composition/routes.ts), called at once.
      const db = w.t.database.db;
      expect(await createWebhooks({ db, now: () => new Date() }).retryDue((id) => integrationById(db, id))).toBe(1);
      log = (await call(w, 'ops', 'GET', `/v1/integrations/${hooked.id}/deliveries`)).json();
      expect(log.items[0]).toMatchObject({ status: 'DELIVERED', attempts: 2, lastStatusCode: 204 });
      expect(received).toHaveLength(2);
    } finally {
      server.close();
    }
  });
});

describe('the ONE Record export', () => {
  it("answers an air shipment's events as ONE Record LogisticsEvents (JSON-LD), scoped like the timeline", async () => {
    const { booking, awb } = await confirmedAir(w);
    await postEvents(w, w.carrierKey, [
      event(awb, 'or-man', 'MAN', '2026-11-24T11:00:00+08:00', 'SIN', { flight: 'LH9771', pieces: 1 }),
      event(awb, 'or-dep', 'DEP', '2026-11-24T23:05:00+08:00', 'SIN', { flight: 'LH9771', pieces: 4 }),
      event(awb, 'or-eta', 'ARR', '2026-12-03T07:10:00+01:00', 'FRA', { classifier: 'EST' }),
    ]);
    const response = await call(w, 'carl', 'GET', `/v1/tracking/${booking.ref}/logistics-events`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/ld\+json/);
    const doc = OneRecordEventsSchema.parse(response.json());
    const shipment = `http://localhost:8080/v1/tracking/${booking.id}`;
    expect(doc).toMatchObject({ '@context': { '@vocab': 'https://onerecord.iata.org/ns/cargo#' }, '@type': 'api:Collection', '@id': `${shipment}/logistics-events`, 'api:hasTotalItems': 3 });
    const [man, dep, eta] = doc['api:hasItem'];
    expect(dep).toMatchObject({
      '@type': 'LogisticsEvent', eventCode: { '@id': 'https://onerecord.iata.org/ns/coreCodeLists#StatusCode_DEP' }, eventName: 'Departed',
      eventTimeType: { '@id': 'https://onerecord.iata.org/ns/cargo#ACTUAL' }, eventFor: { '@id': shipment },
      eventDate: { '@type': 'http://www.w3.org/2001/XMLSchema#dateTime', '@value': '2026-11-24T23:05:00+08:00' },
      eventLocation: { locationCodes: [{ code: 'SIN', codeListName: 'IATA airport code' }] }, recordingOrganization: { name: 'Lufthansa Cargo' },
    });
    expect(dep!['@id']).toMatch(new RegExp(`^${shipment}/logistics-events/[0-9a-f-]{36}$`));
    expect(dep!.partialEventIndicator).toBeUndefined();
    // One piece of the sample's four manifested: a partial milestone, as ONE Record's shipment tracking marks it.
    expect(man).toMatchObject({ eventCode: { '@id': 'https://onerecord.iata.org/ns/coreCodeLists#StatusCode_MAN' }, partialEventIndicator: { '@value': true } });
    expect(eta).toMatchObject({ eventTimeType: { '@id': 'https://onerecord.iata.org/ns/cargo#ESTIMATED' }, eventDate: { '@value': '2026-12-03T07:10:00+01:00' } });
    // Scoped like the timeline: another organization's shipment and a SEA booking are not found.
    expect((await call(w, 'nils', 'GET', `/v1/tracking/${booking.id}/logistics-events`)).statusCode).toBe(404);
    expect((await call(w, 'anna', 'GET', `/v1/tracking/${w.sea.id}/logistics-events`)).statusCode).toBe(404);
    expect((await w.t.app.inject({ method: 'GET', url: `/v1/tracking/${booking.id}/logistics-events` })).statusCode).toBe(401);
  });
});

describe('share links', () => {
  it("open the timeline without signing in, and stop once revoked", async () => {
    const link = (await call(w, 'carl', 'POST', `/v1/bookings/${w.air.id}/share-links`, { expiresInDays: 7 })).json<ShareLink>();
    const shared = await w.t.app.inject({ method: 'GET', url: `/v1/tracking/shared/${link.token}` });
    expect(shared.json<TrackingDetail>()).toMatchObject({ ref: w.air.ref, status: 'IN_TRANSIT' });
    expect(shared.body).not.toContain('acme-pharma.test');
    await call(w, 'carl', 'POST', `/v1/bookings/${w.air.id}/share-links/${link.id}/revoke`);
    expect((await w.t.app.inject({ method: 'GET', url: `/v1/tracking/shared/${link.token}` })).statusCode).toBe(404);
  });
});

describe('the shared timeline has its own rate limit', () => {
  it('answers 429 with Retry-After once one address has tried too many wrong tokens, even for a right one', async () => {
    const link = (await call(w, 'carl', 'POST', `/v1/bookings/${w.air.id}/share-links`, { expiresInDays: 7 })).json<ShareLink>();
    const open = (token: string) => w.t.app.inject({ method: 'GET', url: `/v1/tracking/shared/${token}`, remoteAddress: '198.51.100.21' });
    expect((await open(link.token)).statusCode).toBe(200);
    const codes: number[] = [];
    for (let i = 0; i < 11; i += 1) codes.push((await open(`${link.token.slice(0, -4)}${String(i).padStart(4, '0')}`)).statusCode);
    expect(codes.slice(0, 10)).toEqual(Array(10).fill(404));
    expect(codes[10]).toBe(429);
    const limited = await open(link.token);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not held back.
    expect((await w.t.app.inject({ method: 'GET', url: `/v1/tracking/shared/${link.token}`, remoteAddress: '198.51.100.22' })).statusCode).toBe(200);
  });
});
