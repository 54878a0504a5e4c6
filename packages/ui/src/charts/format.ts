/** Numbers as a reader sees them in a chart: grouped thousands, at most one decimal. */
const NUMBER = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 1 });

export const formatNumber = (value: number) => NUMBER.format(value);

export type ValueFormatter = (value: number) => string;

/** "12.5 kg" — the unit after the number; no unit, no space. */
export const withUnit = (format: ValueFormatter, unit?: string): ValueFormatter =>
  (value) => (unit ? `${format(value)} ${unit}` : format(value));
