import { REFERENCE_SET_PATHS } from '@freightdeck/contracts';
import {
  airport, carrier, clearReferenceData, getReferenceSnapshot, loadReferenceData, referenceStore, REFERENCE_SETS, seaport,
} from './index';
import { resetReferenceMemoryForTests } from './reference-data';
import { fakeReferenceApi, SAMPLE, wire, type FakeApi } from './testing/fake-api';

let api: FakeApi;
beforeEach(() => {
  localStorage.clear();
  clearReferenceData();
  api = fakeReferenceApi();
});

const ALL_PATHS = REFERENCE_SETS.map((s) => REFERENCE_SET_PATHS[s]).sort();

it('downloads the seven sets once at the start of a session, then serves lookups from memory', async () => {
  const result = await loadReferenceData();
  expect(result.downloaded).toEqual([...REFERENCE_SETS]);
  expect(api.called().sort()).toEqual(['hash', ...ALL_PATHS].sort());
  expect(getReferenceSnapshot().status).toBe('ready');
  expect(referenceStore.readHash()).toEqual(api.hash);

  await loadReferenceData(); // the same page session: nothing more
  expect(api.called()).toEqual([]);
  expect(airport('sin')).toMatchObject({ name: 'Singapore Changi Airport', country: 'SG' });
  expect(seaport('CNSGH')?.code).toBe('CNSHA'); // by alias code
  expect(carrier('020')?.code).toBe('LH');
});

it('after a reload, makes one hash request and downloads only the sets whose hash changed', async () => {
  await loadReferenceData();
  api.called();

  resetReferenceMemoryForTests(); // a page reload: storage kept, memory gone
  await loadReferenceData();
  expect(api.called()).toEqual(['hash']);
  expect(airport('FRA')?.city).toBe('DEFRA');

  resetReferenceMemoryForTests();
  api.hash = { ...api.hash, carriers: 'carriers-2' };
  api.data.carriers = wire('carriers', [...SAMPLE.carriers, { code: 'CV', name: 'Cargolux', mode: 'AIR', iataCode: 'CV', icaoCode: 'CLX', awbPrefix: '172', scac: null }]);
  const result = await loadReferenceData();
  expect(result.downloaded).toEqual(['carriers']);
  expect(api.called()).toEqual(['hash', 'carriers']);
  expect(carrier('172')?.name).toBe('Cargolux');
  expect(referenceStore.readHash()?.carriers).toBe('carriers-2');
});

it('downloads a set again when its stored copy is missing, even with a matching hash', async () => {
  await loadReferenceData();
  api.called();
  localStorage.removeItem('freightdeck/references/airports');
  resetReferenceMemoryForTests();
  await loadReferenceData();
  expect(api.called()).toEqual(['hash', 'airports']);
});

it('clears the stored data and memory when the session ends', async () => {
  await loadReferenceData();
  clearReferenceData();
  expect(referenceStore.readHash()).toBeNull();
  for (const set of REFERENCE_SETS) expect(referenceStore.read(set)).toBeNull();
  expect(airport('FRA')).toBeUndefined();
  expect(getReferenceSnapshot().status).toBe('idle');
});

it('reports a failed load as an error, and tries again on the next call', async () => {
  api.fail = true;
  await expect(loadReferenceData()).rejects.toMatchObject({ code: 'INTERNAL_ERROR' });
  expect(getReferenceSnapshot()).toMatchObject({ status: 'error' });
  api.fail = false;
  await loadReferenceData();
  expect(getReferenceSnapshot().status).toBe('ready');
});

it('does not record the hash of a set the storage refused, so it is fetched again next time', async () => {
  const original = Storage.prototype.setItem;
  jest.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, key: string, value: string) {
    if (key.endsWith('/airports')) throw new DOMException('full', 'QuotaExceededError');
    original.call(this, key, value);
  });
  await loadReferenceData();
  expect(airport('FRA')).toBeDefined(); // still in memory for this page
  expect(referenceStore.readHash()?.airports).toBeUndefined();
  expect(referenceStore.readHash()?.carriers).toBe('carriers-1');
  jest.restoreAllMocks();
});

it('a download that ends after a sign-out stores nothing', async () => {
  const pending = loadReferenceData();
  clearReferenceData();
  await pending;
  expect(referenceStore.readHash()).toBeNull();
  expect(getReferenceSnapshot().status).toBe('idle');
});

it('tests of other apps can prime the data without a request', async () => {
  const { primeReferenceData } = await import('./testing');
  primeReferenceData({ airports: SAMPLE.airports.slice(0, 1) });
  await loadReferenceData();
  expect(api.called()).toEqual([]);
  expect(airport('FRA')?.name).toBe('Frankfurt Airport');
  expect(carrier('LH')).toBeUndefined();
});
