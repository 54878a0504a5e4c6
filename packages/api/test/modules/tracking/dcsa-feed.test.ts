import { tntValidators } from '../../../src/modules/tracking/dcsa-schema';
import { call } from '../bookings/helpers';
import { dcsaSample, postEvents, trackingWorld, type TrackingWorld } from './world';

let w: TrackingWorld;
const sample = dcsaSample('tnt-220-response') as { eventID: string; eventType: string }[];
beforeAll(async () => {
  w = await trackingWorld();
  await postEvents(w, w.carrierKey, sample);
});
afterAll(() => w.t.close());

const { events: validEvents, error: validError } = tntValidators();
/** Every answer of the feed, checked against TNT_v2.2.0-resolved.yaml: the event list, or DCSA's error shape for a 400. */
async function feed(query: string, who: 'anna' | 'nils' | 'ops' = 'anna') {
  const response = await call(w, who, 'GET', `/v1/dcsa/tnt/v2/events${query}`);
  const body = response.json();
  if (response.statusCode === 200) expect(validEvents(body) ? null : validEvents.errors).toBeNull();
  if (response.statusCode === 400) expect(validError(body) ? null : validError.errors).toBeNull();
  expect(response.headers['api-version']).toBe('2.2.0');
  return { status: response.statusCode, body, ids: response.statusCode === 200 ? (body as { eventID: string }[]).map((e) => e.eventID) : [], next: response.headers['next-page'] as string | undefined };
}
const idsOf = (pick: (e: Record<string, unknown>, i: number) => boolean) => sample.filter((e, i) => pick(e as Record<string, unknown>, i)).map((e) => e.eventID);

describe('GET /v1/dcsa/tnt/v2/events', () => {
  it("answers the caller's events unchanged, as DCSA's schema says; nils never sees Acme's", async () => {
    const all = await feed('');
    expect(all.body).toEqual(sample);
    expect((await feed('', 'nils')).ids).toEqual([]);
    expect((await feed('', 'ops')).ids).toEqual(all.ids);
  });

  it.each([
    ['?eventType=TRANSPORT', (e: Record<string, unknown>) => e.eventType === 'TRANSPORT'],
    ['?eventType=SHIPMENT,EQUIPMENT', (e: Record<string, unknown>) => e.eventType !== 'TRANSPORT'],
    ['?shipmentEventTypeCode=DRFT', (e: Record<string, unknown>) => e.shipmentEventTypeCode === 'DRFT'],
    ['?documentTypeCode=SHI', (e: Record<string, unknown>) => e.documentTypeCode === 'SHI'],
    ['?transportEventTypeCode=ARRI', (e: Record<string, unknown>) => e.transportEventTypeCode === 'ARRI'],
    ['?equipmentEventTypeCode=LOAD', (e: Record<string, unknown>) => e.equipmentEventTypeCode === 'LOAD'],
    ['?carrierBookingReference=ABC123123123', (e: Record<string, unknown>) => JSON.stringify(e.documentReferences ?? []).includes('"BKG","documentReferenceValue":"ABC123123123"') || (e.documentTypeCode === 'BKG' && e.documentID === 'ABC123123123')],
    ['?transportDocumentReference=reserved-HHL123', (e: Record<string, unknown>) => JSON.stringify(e.documentReferences ?? []).includes('reserved-HHL123') || ['TRD', 'SHI'].includes(String(e.documentTypeCode))],
    ['?equipmentReference=APZU4812090', (e: Record<string, unknown>) => e.equipmentReference === 'APZU4812090'],
    ['?transportCallID=123e4567-e89b-12d3-a456-426614174000', (e: Record<string, unknown>) => !!e.transportCall],
    ['?vesselIMONumber=9321483', (e: Record<string, unknown>) => !!e.transportCall],
    ['?exportVoyageNumber=2103S', (e: Record<string, unknown>) => !!e.transportCall],
    ['?carrierServiceCode=FE1', (e: Record<string, unknown>) => !!e.transportCall],
    ['?UNLocationCode=FRPAR', (e: Record<string, unknown>) => !!e.transportCall || !!e.eventLocation],
    ['?eventCreatedDateTime:gte=2021-01-20T00:00:00Z', (e: Record<string, unknown>) => String(e.eventCreatedDateTime) >= '2021-01-20'],
    ['?eventCreatedDateTime:lt=2021-01-20T00:00:00Z', (e: Record<string, unknown>) => String(e.eventCreatedDateTime) < '2021-01-20'],
    ['?eventCreatedDateTime=2021-01-23T12:34:56Z', (e: Record<string, unknown>) => e.eventCreatedDateTime === '2021-01-23T12:34:56Z'],
  ])('%s answers exactly the matching events', async (query, pick) => {
    const expected = idsOf(pick);
    expect(expected.length).toBeGreaterThan(0);
    expect((await feed(query)).ids).toEqual(expected);
  });

  it.each([
    '?eventType=PARCEL', '?shipmentEventTypeCode=XXXX', '?documentTypeCode=ZZZ', '?transportEventTypeCode=GTIN', '?equipmentEventTypeCode=ARRI',
    '?eventType=SHIPMENT&transportEventTypeCode=ARRI', '?eventType=TRANSPORT&equipmentEventTypeCode=LOAD', '?vesselIMONumber=93214', '?UNLocationCode=paris',
    '?eventCreatedDateTime:after=2021-01-01T00:00:00Z', '?eventCreatedDateTime:gte=yesterday', '?limit=0', '?cursor=nonsense', '?colour=blue',
    // Refused at the edge (a NUL byte) before the feed reads it: still the standard's shape.
    '?shipmentEventTypeCode=%00',
  ])('%s is 400 in DCSA error shape', async (query) => {
    const r = await feed(query);
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ httpMethod: 'GET', requestUri: '/v1/dcsa/tnt/v2/events', statusCode: 400, errors: [{ reason: expect.any(String), message: expect.any(String) }] });
  });

  it('pages with limit and the Next-Page cursor, each event once', async () => {
    const seen: string[] = [];
    let url: string | undefined = '?limit=3';
    let pages = 0;
    while (url) {
      const page = await feed(url.replace('/v1/dcsa/tnt/v2/events', ''));
      seen.push(...page.ids);
      url = page.next;
      pages += 1;
    }
    expect([pages, seen]).toEqual([3, sample.map((e) => e.eventID)]);
  });
});
