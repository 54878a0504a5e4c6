import { cannedOptions } from '../../testing/canned-quotations';
import { optionMarks, sortOptions } from './compare-options';
import { validityCountdown } from './format';

const ids = (list: { id: string }[]) => list.map((o) => o.id);

describe('comparing options', () => {
  it('sorts by price, by transit time (ties by price) and by CO2e (ties by price)', () => {
    expect(ids(sortOptions(cannedOptions, 'price'))).toEqual(['opt-cx', 'opt-lh', 'opt-sq']);
    expect(ids(sortOptions(cannedOptions, 'transit'))).toEqual(['opt-lh', 'opt-sq', 'opt-cx']);
    expect(ids(sortOptions(cannedOptions, 'co2e'))).toEqual(['opt-lh', 'opt-sq', 'opt-cx']);
  });

  it('puts an option without the measure last', () => {
    const unknown = { ...cannedOptions[0]!, id: 'opt-x', transitDays: null };
    expect(ids(sortOptions([unknown, ...cannedOptions], 'transit')).at(-1)).toBe('opt-x');
  });

  it('marks the cheapest, and the fastest and lowest CO2e shared by equal options', () => {
    const marks = optionMarks(cannedOptions);
    expect(marks.get('opt-cx')).toEqual(['cheapest']);
    expect(marks.get('opt-sq')).toEqual(['fastest', 'lowestCo2e']);
    expect(marks.get('opt-lh')).toEqual(['fastest', 'lowestCo2e']);
  });

  it('leaves off a mark every option would carry: equal options carry none, a tie on one measure only drops that mark', () => {
    const same = cannedOptions.map((o) => ({ ...o, total: { ...cannedOptions[0]!.total }, totalInQuotationCurrency: null, transitDays: 2, co2eKg: 2000 }));
    for (const o of same) expect(optionMarks(same).get(o.id)).toEqual([]);
    const samePrice = cannedOptions.map((o) => ({ ...o, total: { ...cannedOptions[0]!.total }, totalInQuotationCurrency: null }));
    const marks = optionMarks(samePrice);
    expect(marks.get('opt-cx')).toEqual([]);
    expect(marks.get('opt-sq')).toEqual(['fastest', 'lowestCo2e']);
    expect(marks.get('opt-lh')).toEqual(['fastest', 'lowestCo2e']);
  });

  it('marks nothing when there is nothing to compare', () => {
    expect(optionMarks(cannedOptions.slice(0, 1)).get('opt-sq')).toEqual([]);
  });
});

describe('validity countdown', () => {
  const now = new Date(2026, 10, 25, 15, 0);
  it.each([
    ['2026-11-28', 'expires in 3 days'],
    ['2026-11-26', 'expires tomorrow'],
    ['2026-11-25', 'expires today'],
    ['2026-11-24', 'expired yesterday'],
    ['2026-11-20', 'expired 5 days ago'],
  ])('%s reads "%s"', (date, text) => expect(validityCountdown(date, now)).toBe(text));
  it('a request not priced yet has no validity', () => expect(validityCountdown(null, now)).toBe('not priced yet'));
});
