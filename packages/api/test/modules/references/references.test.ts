import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import {
  REFERENCE_CODECS, REFERENCE_ROW_SCHEMAS, REFERENCE_SET_NAMES, REFERENCE_SET_PATHS, ReferenceHashSchema,
  type ReferenceHash, type ReferenceRows,
} from '@freightdeck/contracts';
import { builtinStoredRows, buildBuiltinReferenceData } from '../../../src/reference-data';
import { decodeUnlocodeFile, parseUnlocodeCsv } from '../../../src/reference-data/unlocode';
import { loadReferenceData } from '../../../src/modules/references/load';
import { createReferenceService } from '../../../src/modules/references/service';
import { createTestApp, type TestApp } from '../../helpers/test-app';

const SAMPLE = path.join(__dirname, 'fixtures', '2026-1 UNLOCODE CodeListPart-sample.csv');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  await loadReferenceData(t.database.db);
}, 120_000);
afterAll(() => t.close());

const hash = async () => (await t.app.inject({ method: 'GET', url: '/v1/references/hash' })).json<ReferenceHash>();
async function rows<S extends keyof ReferenceRows>(set: S): Promise<ReferenceRows[S][]> {
  const response = await t.app.inject({ method: 'GET', url: `/v1/references/${REFERENCE_SET_PATHS[set]}` });
  expect(response.statusCode).toBe(200);
  return response.json();
}
const records = async <S extends keyof ReferenceRows>(set: S) => (await rows(set)).map((r) => REFERENCE_CODECS[set].decode(r as never));

it('answers one content hash per set, without credentials', async () => {
  const response = await t.app.inject({ method: 'GET', url: '/v1/references/hash' });
  expect(response.statusCode).toBe(200);
  const body = ReferenceHashSchema.strict().parse(response.json());
  expect(Object.keys(body).sort()).toEqual([...REFERENCE_SET_NAMES].sort());
  for (const value of Object.values(body)) expect(value).toMatch(/^[0-9a-f]{32}$/);
  expect(new Set(Object.values(body)).size).toBe(7);
});

it('serves real airports with coordinates and time zones', async () => {
  const airports = await records('airports');
  expect(airports.length).toBeGreaterThan(8000);
  const byCode = new Map(airports.map((a) => [a.iataCode, a]));
  for (const code of ['SIN', 'FRA', 'JFK', 'HKG']) {
    const airport = byCode.get(code)!;
    expect(airport.latitude).toEqual(expect.any(Number));
    expect(airport.longitude).toEqual(expect.any(Number));
  }
  expect(byCode.get('FRA')).toMatchObject({ name: 'Frankfurt Airport', country: 'DE', city: 'DEFRA', timeZone: 'Europe/Berlin' });
  expect(byCode.get('SIN')!.latitude).toBeCloseTo(1.36, 1);
  expect(byCode.get('SIN')!.longitude).toBeCloseTo(103.99, 1);
  // Every airport's city is in the cities set.
  const cities = new Set((await records('cities')).map((c) => c.code));
  expect(airports.filter((a) => !cities.has(a.city))).toEqual([]);
});

it('groups airports into the cities freight people name: metropolitan areas, and same-name towns apart', async () => {
  const airports = new Map((await records('airports')).map((a) => [a.iataCode, a]));
  const cities = new Map((await records('cities')).map((c) => [c.code, c]));
  for (const code of ['JFK', 'LGA', 'EWR']) expect(airports.get(code)?.city).toBe('USNYC');
  for (const code of ['LHR', 'LGW', 'STN']) expect(airports.get(code)?.city).toBe('GBLON');
  for (const code of ['NRT', 'HND']) expect(airports.get(code)?.city).toBe('JPTYO');
  expect(cities.get('USNYC')).toEqual({ code: 'USNYC', name: 'New York', country: 'US' });
  // Springfield, Illinois and Springfield, Missouri share a name, not a city.
  expect(airports.get('SPI')?.city).not.toBe(airports.get('SGF')?.city);
  expect(cities.get(airports.get('SPI')!.city)?.name).toBe('Springfield');
});

it('serves seaports by UN/LOCODE with their alias codes', async () => {
  const seaports = new Map((await records('seaports')).map((p) => [p.code, p]));
  for (const code of ['SGSIN', 'NLRTM', 'DEHAM', 'CNSHA']) expect(seaports.get(code)?.latitude).toEqual(expect.any(Number));
  expect(seaports.get('CNSHA')).toMatchObject({ name: 'Shanghai', country: 'CN', aliasCodes: ['CNSGH'] });
  expect(seaports.has('CNSGH')).toBe(false); // an alias is not a port of its own
});

it('serves carriers, charge codes, countries with subdivisions and calling codes', async () => {
  const carriers = await records('carriers');
  expect(carriers.find((c) => c.code === 'LH')).toMatchObject({ mode: 'AIR', iataCode: 'LH', awbPrefix: '020', icaoCode: 'GEC' });
  expect(carriers.find((c) => c.code === 'MAEU')).toMatchObject({ mode: 'SEA', scac: 'MAEU', awbPrefix: null });
  expect(carriers.filter((c) => c.mode === 'AIR' && /^\d{3}$/.test(c.awbPrefix ?? '') && c.icaoCode).length).toBeGreaterThanOrEqual(40);
  expect(carriers.filter((c) => c.mode === 'SEA' && /^[A-Z]{4}$/.test(c.scac ?? '')).length).toBeGreaterThanOrEqual(15);
  expect(new Set(carriers.filter((c) => c.awbPrefix).map((c) => c.awbPrefix)).size).toBe(carriers.filter((c) => c.awbPrefix).length);

  const charges = await records('chargeCodes');
  expect(charges.find((c) => c.code === 'MY')).toMatchObject({ mode: 'AIR', name: 'Fuel surcharge', basis: 'per kg' });
  expect(charges.find((c) => c.code === 'FC')).toMatchObject({ name: 'Charges-collect fee' });
  expect(charges.find((c) => c.code === 'BAF')).toMatchObject({ mode: 'SEA', basis: 'per container' });

  const countries = await records('countryRegions');
  expect(countries).toHaveLength(249);
  expect(countries.find((c) => c.code === 'DE')?.subdivisions).toContainEqual({ code: 'DE-HE', name: 'Hessen' });
  const calling = await records('callingCodes');
  expect(calling.find((c) => c.country === 'SG')).toEqual({ country: 'SG', callingCode: '+65' });
});

it('answers rows in the contract layout, sorted by code', async () => {
  for (const set of REFERENCE_SET_NAMES) {
    const body = await rows(set);
    expect(() => REFERENCE_ROW_SCHEMAS[set].array().parse(body)).not.toThrow();
    const codec = REFERENCE_CODECS[set];
    const keys = body.map((r) => codec.key(codec.decode(r as never) as never));
    expect(keys.length).toBeGreaterThan(0);
    expect(keys).toEqual([...keys].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(new Set(keys).size).toBe(keys.length);
  }
});

it('compresses, and an unchanged set costs a 304 with no body', async () => {
  const { airports } = await hash();
  const first = await t.app.inject({ method: 'GET', url: '/v1/references/airports', headers: { 'accept-encoding': 'gzip' } });
  expect(first.statusCode).toBe(200);
  expect(first.headers['content-encoding']).toBe('gzip');
  expect(first.headers.etag).toBe(`"${airports}"`);
  expect(first.headers['cache-control']).toBe('public, no-cache');
  expect(JSON.parse(gunzipSync(first.rawPayload).toString('utf8'))).toHaveLength(8409);

  const again = await t.app.inject({ method: 'GET', url: '/v1/references/airports', headers: { 'if-none-match': first.headers.etag as string } });
  expect(again.statusCode).toBe(304);
  expect(again.body).toBe('');

  const hashResponse = await t.app.inject({ method: 'GET', url: '/v1/references/hash' });
  const hash304 = await t.app.inject({ method: 'GET', url: '/v1/references/hash', headers: { 'if-none-match': hashResponse.headers.etag as string } });
  expect(hash304.statusCode).toBe(304);
  const stale = await t.app.inject({ method: 'GET', url: '/v1/references/airports', headers: { 'if-none-match': '"0000"' } });
  expect(stale.statusCode).toBe(200);
});

it('skips unchanged sets at the next start, and changes only the hash of the set whose data changed', async () => {
  const before = await hash();
  const again = await loadReferenceData(t.database.db);
  expect(again.every((r) => r.status === 'unchanged')).toBe(true);
  expect(await hash()).toEqual(before);

  const data = buildBuiltinReferenceData();
  data.carriers = data.carriers.map((c) => (c.code === 'LH' ? { ...c, name: 'Lufthansa Cargo AG' } : c));
  const results = await createReferenceService(t.database.db).loadBuiltin(builtinStoredRows(data));
  expect(results.filter((r) => r.status === 'loaded').map((r) => r.set)).toEqual(['carriers']);
  const after = await hash();
  expect(after.carriers).not.toBe(before.carriers);
  expect({ ...after, carriers: null }).toEqual({ ...before, carriers: null });
  expect((await records('carriers')).find((c) => c.code === 'LH')?.name).toBe('Lufthansa Cargo AG');

  await loadReferenceData(t.database.db); // back to the packaged sources: back to the same hash
  expect(await hash()).toEqual(before);
});

describe('UN/LOCODE import', () => {
  const entries = () => parseUnlocodeCsv(decodeUnlocodeFile(readFileSync(SAMPLE)));

  it('reads the official layout: ISO 8859-1, headings, removals and references skipped', () => {
    const parsed = entries();
    expect(parsed.map((e) => e.code)).toEqual(['CZPRG', 'DEHAM', 'FIMHQ', 'NOAES', 'SEVBY', 'SEXYZ']);
    expect(parsed.find((e) => e.code === 'NOAES')).toMatchObject({ name: 'Ålesund', isPort: true, latitude: 62.4667, longitude: 6.15 });
    expect(parsed.find((e) => e.code === 'CZPRG')).toMatchObject({ name: 'Praha', isPort: false, latitude: 50.0833 });
    expect(parsed.find((e) => e.code === 'SEXYZ')).toMatchObject({ latitude: null, longitude: null });
  });

  it('loads ports into seaports and cities, idempotently, touching only those two hashes', async () => {
    const before = await hash();
    const service = createReferenceService(t.database.db);
    const result = await service.importUnlocode(entries());
    expect(result.locations).toBe(6);
    expect(result.seaports).toEqual({ inserted: 2, updated: 2, unchanged: 0 }); // FIMHQ, SEVBY new; DEHAM, NOAES refreshed
    // Mariehamn is new; Prague (a known city, not a port) takes its UN/LOCODE name.
    expect(result.cities).toMatchObject({ inserted: 1 });
    expect(result.cities.updated).toBeGreaterThanOrEqual(1);

    const after = await hash();
    expect(after.seaports).not.toBe(before.seaports);
    expect(after.cities).not.toBe(before.cities);
    for (const set of ['airports', 'callingCodes', 'carriers', 'chargeCodes', 'countryRegions'] as const) expect(after[set]).toBe(before[set]);

    const seaports = new Map((await records('seaports')).map((p) => [p.code, p]));
    expect(seaports.get('SEVBY')).toMatchObject({ name: 'Visby', country: 'SE', city: 'SEVBY', latitude: 57.6333, longitude: 18.3 });
    expect(seaports.get('NOAES')?.name).toBe('Ålesund');
    expect(seaports.has('CZPRG')).toBe(false); // not a port
    const cities = new Map((await records('cities')).map((c) => [c.code, c]));
    expect(cities.get('CZPRG')?.name).toBe('Praha');
    expect(cities.get('FIMHQ')).toEqual({ code: 'FIMHQ', name: 'Mariehamn', country: 'FI' });
    expect(cities.has('SEXYZ')).toBe(false); // neither a port nor a known city

    const twice = await service.importUnlocode(entries());
    expect(twice.seaports).toEqual({ inserted: 0, updated: 0, unchanged: 4 });
    expect(twice.cities.inserted + twice.cities.updated).toBe(0);
    expect(await hash()).toEqual(after);

    // A start-up load of the packaged sources keeps the imported rows.
    await loadReferenceData(t.database.db);
    expect(await hash()).toEqual(after);
  });

  it('refuses a file that is not in the UN/LOCODE layout', () => {
    expect(() => parseUnlocodeCsv('code,name\nSGSIN,Singapore\n')).toThrow(/12 UN\/LOCODE columns/);
  });
});
