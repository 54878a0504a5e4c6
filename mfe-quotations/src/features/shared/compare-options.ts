import type { QuotationOption } from '@freightdeck/contracts';

export const OPTION_SORTS = ['price', 'transit', 'co2e'] as const;
export type OptionSort = (typeof OPTION_SORTS)[number];
export const OPTION_SORT_LABELS: Readonly<Record<OptionSort, string>> = { price: 'Price', transit: 'Transit time', co2e: 'CO2e' };

/** The price options compare by: in the quotation's currency when a rate converts it, else the option's own. */
export const comparablePrice = (o: QuotationOption) => o.totalInQuotationCurrency?.amount ?? o.total.amount;

const VALUE: Readonly<Record<OptionSort, (o: QuotationOption) => number | null>> = {
  price: comparablePrice,
  transit: (o) => o.transitDays,
  co2e: (o) => o.co2eKg,
};

/** Ascending by the measure; options without it (no transit known, no CO2e) last; ties by price. */
export function sortOptions(options: readonly QuotationOption[], by: OptionSort): QuotationOption[] {
  const value = VALUE[by];
  return [...options].sort((a, b) => {
    const va = value(a);
    const vb = value(b);
    if (va === null || vb === null) return va === vb ? 0 : va === null ? 1 : -1;
    return va - vb || comparablePrice(a) - comparablePrice(b);
  });
}

export type OptionMark = 'cheapest' | 'fastest' | 'lowestCo2e';
export const OPTION_MARK_LABELS: Readonly<Record<OptionMark, string>> = { cheapest: 'Cheapest', fastest: 'Fastest', lowestCo2e: 'Lowest CO2e' };

function best(options: readonly QuotationOption[], value: (o: QuotationOption) => number | null): Set<string> {
  const known = options.filter((o) => value(o) !== null);
  if (known.length === 0) return new Set();
  const min = Math.min(...known.map((o) => value(o)!));
  return new Set(known.filter((o) => value(o) === min).map((o) => o.id));
}

/**
 * The marks of each option: the cheapest, the fastest and the lowest CO2e. Options equal on a
 * measure share its mark (two direct flights of one day are both fastest), but a mark every
 * option would carry tells nothing apart and is left off: options of one price carry no
 * "Cheapest", and options equal on all three carry no marks (docs/adr/025-quotations-ui.md).
 * With a single option nothing is compared, so nothing is marked.
 */
export function optionMarks(options: readonly QuotationOption[]): Map<string, OptionMark[]> {
  const marks = new Map<string, OptionMark[]>(options.map((o) => [o.id, []]));
  if (options.length < 2) return marks;
  const sets: [OptionMark, Set<string>][] = [['cheapest', best(options, comparablePrice)], ['fastest', best(options, (o) => o.transitDays)], ['lowestCo2e', best(options, (o) => o.co2eKg)]];
  for (const [mark, ids] of sets) if (ids.size < options.length) for (const id of ids) marks.get(id)!.push(mark);
  return marks;
}
