import { REFERENCE_CODECS, REFERENCE_ROW_SCHEMAS, REFERENCE_SET_NAMES, REFERENCE_SET_PATHS, type ReferenceRecords } from './index';

const SAMPLES: { [S in keyof ReferenceRecords]: ReferenceRecords[S] } = {
  airports: { iataCode: 'SIN', name: 'Singapore Changi Airport', city: 'SGSIN', country: 'SG', latitude: 1.3502, longitude: 103.9944, timeZone: 'Asia/Singapore' },
  seaports: { code: 'CNSHA', name: 'Shanghai', city: 'CNSHA', country: 'CN', latitude: 31.2304, longitude: 121.4737, aliasCodes: ['CNSGH'] },
  cities: { code: 'DEFRA', name: 'Frankfurt am Main', country: 'DE' },
  countryRegions: { code: 'DE', name: 'Germany', subdivisions: [{ code: 'DE-HE', name: 'Hessen' }] },
  callingCodes: { country: 'DE', callingCode: '+49' },
  carriers: { code: 'LH', name: 'Lufthansa Cargo', mode: 'AIR', iataCode: 'LH', icaoCode: 'GEC', awbPrefix: '020', scac: null },
  chargeCodes: { code: 'BAF', name: 'Bunker adjustment factor', mode: 'SEA', basis: 'per container' },
};

it.each(REFERENCE_SET_NAMES)('%s: a record survives the wire tuple unchanged, in the declared layout', (set) => {
  const codec = REFERENCE_CODECS[set];
  const row = codec.encode(SAMPLES[set] as never);
  expect(() => REFERENCE_ROW_SCHEMAS[set].parse(row)).not.toThrow();
  expect(codec.decode(row as never)).toEqual(SAMPLES[set]);
});

it('sends no country where a code carries it', () => {
  expect(REFERENCE_CODECS.airports.encode(SAMPLES.airports)).toEqual(['SIN', 'Singapore Changi Airport', 'SGSIN', 1.3502, 103.9944, 'Asia/Singapore']);
  expect(REFERENCE_CODECS.countryRegions.encode(SAMPLES.countryRegions)).toEqual(['DE', 'Germany', [['HE', 'Hessen']]]);
});

it('names the seven endpoints', () => {
  expect(Object.values(REFERENCE_SET_PATHS).sort()).toEqual(['airports', 'calling-codes', 'carriers', 'charge-codes', 'cities', 'country-regions', 'seaports']);
});
