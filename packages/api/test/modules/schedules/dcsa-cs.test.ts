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

  beforeAll(async () => {
    t = await createTestApp();
    const ops = authHeaders(await signIn(t.app, 'ops@freightdeck.test'));
    for (const file of oceanScheduleFiles(today)) {
      const response = await t.app.inject({ method: 'POST', url: '/v1/schedules/imports', payload: file, headers: ops });
      expect([file.carrier, response.statusCode]).toEqual([file.carrier, 200]);
    }
    carl = authHeaders(await signIn(t.app, 'carl@acme-pharma.test'));
  }, 120_000);
  afterAll(() => t.close());

  const get = async (endpoint: keyof typeof VALIDATE, query: string, status = 200) => {
    const response = await t.app.inject({ method: 'GET', url: `/v1/dcsa/cs/v1/${endpoint}?${query}`, headers: carl });
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
});
