import { REFERENCE_SETS, referenceStore } from './index';

beforeEach(() => localStorage.clear());

it('names the 7 reference sets of the hash endpoint', () => {
  expect(REFERENCE_SETS).toEqual(['airports', 'callingCodes', 'carriers', 'chargeCodes', 'cities', 'countryRegions', 'seaports']);
});

it('stores sets under freightdeck/references/<set> and clears only its own keys', () => {
  referenceStore.write('airports', [{ iataCode: 'AMS' }]);
  referenceStore.writeHash({ airports: 'h1' });
  localStorage.setItem('freightdeck/auth/tokens', 'kept');
  expect(localStorage.getItem('freightdeck/references/airports')).toBe('[{"iataCode":"AMS"}]');
  expect(referenceStore.read('airports')).toEqual([{ iataCode: 'AMS' }]);
  expect(referenceStore.readHash()).toEqual({ airports: 'h1' });

  referenceStore.clear();
  expect(referenceStore.read('airports')).toBeNull();
  expect(referenceStore.readHash()).toBeNull();
  expect(localStorage.getItem('freightdeck/auth/tokens')).toBe('kept');
});
