import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';
import { oceanScheduleFiles } from '../../../src/modules/schedules';
import { addDays } from '../../../src/modules/schedules/zoned';
import { authHeaders, signIn } from '../../helpers/auth';
import { createTestApp, type TestApp } from '../../helpers/test-app';

// Every answer of the publisher is validated against DCSA's own file, as published.
const spec = parse(readFileSync(join(__dirname, '../../../standards/dcsa/CS_v1.0.3.yaml'), 'utf8')) as { paths: Record<string, { get: { responses: Record<string, { content: { 'application/json': { schema: unknown } } }> } }>; components: unknown };
const ajv = new Ajv({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addSchema({ $id: 'cs', components: spec.components });
const rewrite = (schema: unknown): unknown => JSON.parse(JSON.stringify(schema).replace(/"#\/components/g, '"cs#/components'));
const validatorOf = (path: string, status: string) => ajv.compile(rewrite(spec.paths[path]!.get.responses[status]!.content['application/json'].schema) as object);
const VALIDATE = {
  'point-to-point-routes': validatorOf('/v1/point-to-point-routes', '200'),
  'port-schedules': validatorOf('/v1/port-schedules', '200'),
  'vessel-schedules': validatorOf('/v1/vessel-schedules', '200'),
  error: validatorOf('/v1/vessel-schedules', '400'),
};

const today = new Date().toISOString().slice(0, 10);
const nextMonday = addDays(today, 7 - ((new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7));

describe('DCSA Commercial Schedules 1.0.3 publisher', () => {
  let t: TestApp;
  let carl: Record<string, string>;
  let ops: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp();
    ops = authHeaders(await signIn(t.app, 'ops@freightdeck.test'));
    for (const file of oceanScheduleFiles(today)) {
      const response = await t.app.inject({ method: 'POST', url: '/v1/schedules/imports', payload: file, headers: ops });
      expect([file.carrier, response.statusCode]).toEqual([file.carrier, 200]);
    }
    carl = authHeaders(await signIn(t.app, 'carl@acme-pharma.test'));
  }, 120_000);
  afterAll(() => t.close());

  const get = async (endpoint: keyof typeof VALIDATE, query: string, status = 200, headers: Record<string, string> = {}) => {
    const response = await t.app.inject({ method: 'GET', url: `/v1/dcsa/cs/v1/${endpoint}?${query}`, headers: { ...carl, ...headers } });
    expect(response.statusCode).toBe(status);
    const body = response.json();
    const validate = VALIDATE[status === 200 ? endpoint : 'error'];
    expect([endpoint, query, validate(body) ? 'valid' : validate.errors]).toEqual([endpoint, query, 'valid']);
    return { body, headers: response.headers };
  };

  it('holds answers to the file: a wrong one fails, and the seed\'s import files are valid vessel schedules', () => {
    expect(VALIDATE['point-to-point-routes']([{ legs: [] }])).toBe(false);
    expect(VALIDATE.error({ statusCode: 400 })).toBe(false);
    for (const file of oceanScheduleFiles(today)) expect([file.carrier, VALIDATE['vessel-schedules'](JSON.parse(file.content)) || VALIDATE['vessel-schedules'].errors]).toEqual([file.carrier, true]);
  });

  it('answers point-to-point routes CNSHA → NLRTM, direct and transshipped, with legs, vessels and cut-offs', async () => {
    const { body, headers } = await get('point-to-point-routes', `placeOfReceipt=CNSHA&placeOfDelivery=NLRTM&departureStartDate=${nextMonday}&departureEndDate=${addDays(nextMonday, 20)}`);
    expect(headers['api-version']).toBe('1.0.3');
    expect(body.length).toBeGreaterThan(0);
    expect(body[0].placeOfReceipt.location.UNLocationCode).toBe('CNSHA');
    expect(body.at(-1).placeOfDelivery.location.UNLocationCode).toBe('NLRTM');
    expect(body[0].cutOffTimes.map((c: { cutOffDateTimeCode: string }) => c.cutOffDateTimeCode).sort()).toEqual(['DCO', 'FCO', 'LCO', 'VCO']);
    const direct = await get('point-to-point-routes', `placeOfReceipt=CNSHA&placeOfDelivery=NLRTM&maxTranshipment=0&departureStartDate=${nextMonday}`);
    expect(direct.body.every((r: { legs: unknown[] }) => r.legs.length === 1)).toBe(true);
  });

  it('answers port schedules and vessel schedules with their filters', async () => {
    const sailing = (await get('point-to-point-routes', `placeOfReceipt=CNSHA&placeOfDelivery=NLRTM&maxTranshipment=0&departureStartDate=${nextMonday}`)).body[0];
    const leg = sailing.legs[0];
    const day = leg.departure.dateTime.slice(0, 10);
    const port = await get('port-schedules', `UNLocationCode=CNSHA&date=${day}`);
    expect(port.body[0].vesselSchedules.map((v: { vessel: { vesselIMONumber: string } }) => v.vessel.vesselIMONumber)).toContain(leg.transport.vessel.vesselIMONumber);
    const vessel = await get('vessel-schedules', `vesselIMONumber=${leg.transport.vessel.vesselIMONumber}&startDate=${day}&endDate=${addDays(day, 40)}`);
    expect(vessel.body).toHaveLength(1);
    const calls = vessel.body[0].vesselSchedules[0].transportCalls.map((c: { location: { UNLocationCode: string } }) => c.location.UNLocationCode);
    expect(calls).toEqual(expect.arrayContaining(['CNSHA', 'NLRTM']));
    await get('vessel-schedules', 'carrierServiceCode=AE7');
    await get('vessel-schedules', `UNLocationCode=SGSIN&startDate=${nextMonday}&endDate=${addDays(nextMonday, 6)}`);
    expect((await get('vessel-schedules', 'vesselIMONumber=9999999')).body).toEqual([]);
  });

  it('answers 400 in DCSA\'s error shape for an unknown code or a bad filter', async () => {
    const unknown = await get('point-to-point-routes', 'placeOfReceipt=XXZZZ&placeOfDelivery=NLRTM', 400);
    expect(unknown.body.errors[0]).toMatchObject({ property: 'placeOfReceipt', value: 'XXZZZ' });
    await get('port-schedules', 'UNLocationCode=CNSHA', 400);
    await get('vessel-schedules', 'startDate=tomorrow', 400);
    await get('vessel-schedules', 'UNLocationCode=QQQQQ', 400);
    // Refused at the edge (a NUL byte) before the publisher reads it: still the standard's shape.
    const edge = await get('port-schedules', 'UNLocationCode=%00&date=2026-01-01', 400);
    expect(edge.body).toMatchObject({ httpMethod: 'GET', requestUri: '/v1/dcsa/cs/v1/port-schedules', statusCode: 400, errors: [{ property: 'query.UNLocationCode', errorCodeText: 'invalidQuery' }] });
  });

  it('pages the root array with limit and Next-Page-Cursor, and refuses a cursor sent with other filters', async () => {
    const query = `placeOfReceipt=CNSHA&placeOfDelivery=NLRTM&departureStartDate=${nextMonday}&departureEndDate=${addDays(nextMonday, 20)}`;
    const all = await get('point-to-point-routes', query);
    expect(all.body.length).toBeGreaterThan(3);
    expect(all.headers['next-page-cursor']).toBeUndefined();
    const pages: unknown[] = [];
    let cursor: string | undefined;
    do {
      const page = await get('point-to-point-routes', `${query}&limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.body.length).toBeLessThanOrEqual(2);
      pages.push(...page.body);
      cursor = page.headers['next-page-cursor'] as string | undefined;
      if (cursor) expect(cursor.length).toBeLessThanOrEqual(1024);
    } while (cursor);
    expect(pages).toEqual(all.body);

    const first = await get('point-to-point-routes', `${query}&limit=1`);
    const next = first.headers['next-page-cursor'] as string;
    const other = await get('point-to-point-routes', `placeOfReceipt=CNSHA&placeOfDelivery=DEHAM&limit=1&cursor=${next}`, 400);
    expect(other.body.errors[0]).toMatchObject({ property: 'cursor', errorCodeText: 'invalidQuery' });
    await get('vessel-schedules', 'cursor=not-a-cursor', 400);
    const services = await get('vessel-schedules', 'limit=1');
    expect(services.body).toHaveLength(1);
    const second = await get('vessel-schedules', `limit=1&cursor=${services.headers['next-page-cursor']}`);
    expect(second.body[0].carrierServiceCode).not.toBe(services.body[0].carrierServiceCode);
  });

  it('reads the request\'s API-Version: the major version of the URI (1) or nothing; anything else is a 400', async () => {
    await get('vessel-schedules', 'carrierServiceCode=AE7', 200, { 'api-version': '1' });
    const full = await get('vessel-schedules', 'carrierServiceCode=AE7', 400, { 'api-version': '1.0.3' });
    expect(full.body.errors[0]).toMatchObject({ property: 'API-Version', value: '1.0.3' });
    expect(full.headers['api-version']).toBe('1.0.3');
    await get('port-schedules', `UNLocationCode=CNSHA&date=${nextMonday}`, 400, { 'api-version': '2' });
  });

  describe('point-to-point routes import', () => {
    type Place = { location: { UNLocationCode: string }; dateTime: string; facilityTypeCode: string };
    type Leg = { transport: { modeOfTransport: string; servicePartners: Record<string, string>[]; vessel: { vesselIMONumber: string } }; departure: Place; arrival: Place };
    const importRoutes = (carrier: string, routes: unknown, dryRun = true) =>
      t.app.inject({ method: 'POST', url: '/v1/schedules/imports', payload: { carrier, format: 'DCSA_POINT_TO_POINT', content: JSON.stringify(routes), dryRun }, headers: ops });
    const maerskRoutes = async () => {
      const { body } = await get('point-to-point-routes', `placeOfReceipt=CNSHA&placeOfDelivery=NLRTM&departureStartDate=${nextMonday}&departureEndDate=${addDays(nextMonday, 27)}`);
      return (body as { legs: { transport: { vessel: { operatorCarrierCode: string } } }[] }[]).filter((r) => r.legs.every((l) => l.transport.vessel.operatorCarrierCode === 'MAEU'));
    };

    it('takes back the publisher\'s own routes (valid against CS_v1.0.3.yaml) as the voyages they are: nothing changes', async () => {
      const routes = await maerskRoutes();
      expect(routes.length).toBeGreaterThan(0);
      expect(VALIDATE['point-to-point-routes'](routes)).toBe(true);
      const response = await importRoutes('MAEU', routes);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ carrier: 'MAEU', mode: 'SEA', added: 0, changed: 0, removed: 0 });
      expect(response.json().unchanged).toBeGreaterThan(0);
    });

    it('merges a moved arrival into the voyage and adds a new voyage, which the search then finds', async () => {
      const [route] = await maerskRoutes();
      const leg = structuredClone(route!.legs[0]) as unknown as Leg;
      const arrival = new Date(Date.parse(leg.arrival.dateTime) + 6 * 3_600_000).toISOString();
      const moved = { ...route, legs: [{ ...leg, arrival: { ...leg.arrival, dateTime: arrival } }] };
      // A new voyage of the same vessel, four weeks later, direct from CNSHA to NLRTM.
      const later = (at: string) => new Date(Date.parse(at) + 28 * 86_400_000).toISOString();
      const partner = { ...leg.transport.servicePartners[0]!, carrierExportVoyageNumber: '99W', carrierImportVoyageNumber: '99W' };
      const fresh = { ...route, legs: [{ ...leg, transport: { ...leg.transport, servicePartners: [partner] }, departure: { ...leg.departure, dateTime: later(leg.departure.dateTime) }, arrival: { ...leg.arrival, dateTime: later(leg.arrival.dateTime) } }] };
      expect(VALIDATE['point-to-point-routes']([moved, fresh])).toBe(true);
      const dry = await importRoutes('MAEU', [moved, fresh]);
      expect(dry.json()).toMatchObject({ added: 1, changed: 1, removed: 0 });
      expect(dry.json().trips.added[0]).toMatchObject({ transportRef: '99W', from: leg.departure.location.UNLocationCode, to: leg.arrival.location.UNLocationCode });
      const applied = await importRoutes('MAEU', [moved, fresh], false);
      expect(applied.json()).toMatchObject({ dryRun: false, added: 1, changed: 1 });
      const day = later(leg.departure.dateTime).slice(0, 10);
      const search = await t.app.inject({ method: 'GET', url: `/v1/schedules/search?mode=SEA&origin=${leg.departure.location.UNLocationCode}&destination=${leg.arrival.location.UNLocationCode}&from=${addDays(day, -1)}&to=${addDays(day, 1)}&directOnly=true`, headers: carl });
      expect(search.json().options.map((o: { legs: { transportRef: string }[] }) => o.legs[0]!.transportRef)).toContain('99W');
    });

    it('refuses a route with a bad leg, naming it, and imports nothing', async () => {
      const [route] = await maerskRoutes();
      const leg = route!.legs[0] as unknown as Leg;
      const truck = { ...route, legs: [{ ...leg, transport: { modeOfTransport: 'TRUCK' } }] };
      const unknown = { ...route, legs: [{ ...leg, arrival: { ...leg.arrival, location: { UNLocationCode: 'XXZZZ' } } }] };
      const response = await importRoutes('MAEU', [route, truck, unknown], false);
      expect(response.statusCode).toBe(400);
      expect(response.json().details).toEqual([
        { path: 'routes[1].legs[0].transport', message: 'only vessel legs can be imported (this leg is TRUCK)' },
        { path: 'routes[2].legs[0].arrival.location', message: 'unknown port XXZZZ' },
      ]);
      expect((await importRoutes('MAEU', await maerskRoutes())).json()).toMatchObject({ added: 0, changed: 0 });
    });
  });
});
