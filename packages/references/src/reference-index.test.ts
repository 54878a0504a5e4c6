import { fold, ReferenceIndex } from './reference-index';

interface Place {
  code: string;
  name: string;
  aliases?: string[];
}

const places: Place[] = [
  { code: 'FRA', name: 'Frankfurt Airport' },
  { code: 'FRD', name: 'Friday Harbor Airport' },
  { code: 'HHN', name: 'Frankfurt-Hahn Airport' },
  { code: 'MUC', name: 'München Airport' },
  { code: 'SFR', name: 'San Fernando Airport' },
  { code: 'CNSHA', name: 'Shanghai', aliases: ['CNSGH'] },
];
const idx = new ReferenceIndex(places, { codes: (p) => [p.code, ...(p.aliases ?? [])], text: (p) => p.name });

it('folds case and accents', () => {
  expect(fold('München')).toBe('munchen');
});

it('finds a record by code or alias code in any case', () => {
  expect(idx.get('fra')?.name).toBe('Frankfurt Airport');
  expect(idx.get('CNSGH')?.code).toBe('CNSHA');
  expect(idx.get('XXX')).toBeUndefined();
  expect(idx.get(null)).toBeUndefined();
});

it('ranks the exact code first, then codes starting with the query, then names', () => {
  expect(idx.search('fra').map((p) => p.code)).toEqual(['FRA', 'HHN']);
  expect(idx.search('FR').map((p) => p.code)).toEqual(['FRA', 'FRD', 'HHN']);
  expect(idx.search('frankfurt').map((p) => p.code)).toEqual(['FRA', 'HHN']);
  expect(idx.search('hahn').map((p) => p.code)).toEqual(['HHN']); // a word after a hyphen
  expect(idx.search('munchen').map((p) => p.code)).toEqual(['MUC']);
  expect(idx.search('ernando').map((p) => p.code)).toEqual(['SFR']); // inside a word, from 3 letters
  expect(idx.search('cnsgh').map((p) => p.code)).toEqual(['CNSHA']);
});

it('limits the results', () => {
  expect(idx.search('airport', 2)).toHaveLength(2);
  expect(idx.search('', 3)).toHaveLength(3);
});

it('searches 8,400 records in a few milliseconds', () => {
  const many = Array.from({ length: 8400 }, (_, i) => ({ code: `A${i.toString(36).padStart(2, '0').toUpperCase()}`, name: `Place number ${i} International Airport` }));
  const big = new ReferenceIndex(many, { codes: (p) => [p.code], text: (p) => p.name });
  const started = performance.now();
  for (let i = 0; i < 20; i += 1) big.search('intern');
  // About a millisecond in chromium; generous here, where the test machine is shared.
  expect((performance.now() - started) / 20).toBeLessThan(50);
});
