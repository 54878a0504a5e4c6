import { createHash } from 'node:crypto';
import { configureAuth } from '@freightdeck/auth';
import {
  REFERENCE_ROW_SCHEMAS, REFERENCE_SET_NAMES, REFERENCE_SET_PATHS, ReferenceHashSchema, decodeReferenceRow, storageKeys,
  type ReferenceRecords, type ReferenceRows, type ReferenceSetName,
} from '@freightdeck/contracts';
import { airport, carrier, clearReferenceData, loadReferenceData, seaport } from '@freightdeck/references';
import { createCannedFetch } from '../canned-fetch';

// The API's content hash (packages/api/src/modules/references/service.ts): 32 hex of SHA-256 over the body.
const contentHash = (body: string) => createHash('sha256').update(body).digest('hex').slice(0, 32);

const cannedFetch = createCannedFetch({});

async function set<S extends ReferenceSetName>(name: S): Promise<{ text: string; records: ReferenceRecords[S][]; response: Response }> {
  const response = await cannedFetch(`http://localhost:3001/v1/references/${REFERENCE_SET_PATHS[name]}`);
  const text = await response.clone().text();
  const rows = JSON.parse(text) as unknown[];
  const records = rows.map((row) => decodeReferenceRow(name, REFERENCE_ROW_SCHEMAS[name].parse(row) as ReferenceRows[S]));
  return { text, records, response };
}

describe('canned reference data', () => {
  it('answers /v1/references/hash with a hash per set, the content hash of each canned body', async () => {
    const response = await cannedFetch('/v1/references/hash');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    const hash = ReferenceHashSchema.parse(await response.json());
    for (const name of REFERENCE_SET_NAMES) {
      const { text, response: body } = await set(name);
      expect(hash[name]).toBe(contentHash(text));
      expect(body.headers.get('etag')).toBe(`"${hash[name]}"`);
    }
  });

  it.each(REFERENCE_SET_NAMES)('answers %s in the wire format: every row decodes, sorted by code, no duplicate', async (name) => {
    const { response, records } = await set(name);
    expect(response.status).toBe(200);
    expect(records.length).toBeGreaterThan(0);
    const text = JSON.parse(await response.text()) as unknown[][];
    const keys = text.map((row) => (name === 'chargeCodes' ? `${row[2] === 'A' ? 'AIR' : 'SEA'}:${String(row[0])}` : String(row[0])));
    expect(keys).toEqual([...keys].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('has the places a freight form starts from, each airport and port in a canned city', async () => {
    const airports = (await set('airports')).records;
    const seaports = (await set('seaports')).records;
    const cities = new Set((await set('cities')).records.map((c) => c.code));
    const carriers = (await set('carriers')).records;
    expect(airports.find((a) => a.iataCode === 'SIN')).toMatchObject({ name: 'Singapore Changi Airport', city: 'SGSIN', country: 'SG' });
    expect(airports.find((a) => a.iataCode === 'FRA')).toMatchObject({ city: 'DEFRA', country: 'DE', timeZone: 'Europe/Berlin' });
    expect(seaports.map((p) => p.code)).toEqual(expect.arrayContaining(['SGSIN', 'NLRTM']));
    expect(carriers.find((c) => c.code === 'LH')).toMatchObject({ mode: 'AIR', awbPrefix: '020' });
    expect(carriers.find((c) => c.code === 'MAEU')).toMatchObject({ mode: 'SEA', scac: 'MAEU' });
    for (const place of [...airports, ...seaports]) expect(cities.has(place.city)).toBe(true);
    // Small sets are whole: every country, and the calling code of each.
    expect((await set('countryRegions')).records.length).toBeGreaterThanOrEqual(249);
    expect((await set('callingCodes')).records.find((c) => c.country === 'DE')?.callingCode).toBe('+49');
  });

  it('lets a remote\'s canned map answer a reference call itself, and 404s an unknown set', async () => {
    const own = createCannedFetch({ 'GET /v1/references/hash': { airports: 'mine' } });
    await expect((await own('/v1/references/hash')).json()).resolves.toEqual({ airports: 'mine' });
    expect((await cannedFetch('/v1/references/planets')).status).toBe(404);
    expect((await cannedFetch('/v1/references/airports', { method: 'POST' })).status).toBe(404);
  });
});

describe('the references package on canned data', () => {
  it('loads every set through the canned fetch and stores it with its hash', async () => {
    configureAuth({ baseUrl: '', fetch: createCannedFetch({}) });
    const result = await loadReferenceData();
    expect([...result.downloaded].sort()).toEqual([...REFERENCE_SET_NAMES].sort());
    expect(airport('SIN')?.name).toBe('Singapore Changi Airport');
    expect(seaport('NLRTM')?.city).toBe('NLRTM');
    expect(carrier('MAEU')?.name).toMatch(/Maersk/);
    expect(Object.keys(JSON.parse(localStorage.getItem(storageKeys.references('hash')) ?? '{}')).sort()).toEqual([...REFERENCE_SET_NAMES].sort());
    clearReferenceData();
  });
});
