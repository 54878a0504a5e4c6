import { formatCo2e as formatCo2eFact, formatMoney as formatMoneyFact, formatWeight } from '@freightdeck/ui';

const INT = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 });
const ONE = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 1 });
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export const formatCount = (n: number) => INT.format(n);
/** "1 booking", "2 bookings": a count with its noun in the right number. */
export const countOf = (n: number, noun: string, plural = `${noun}s`) => `${INT.format(n)} ${n === 1 ? noun : plural}`;
export const formatOne = (n: number) => ONE.format(n);
/** "2026-02" → "Feb 2026". */
export const monthLabel = (month: string) => `${MONTHS[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;
/** CO2e in kg, shown in t from 10 t: the ui kit's, as on every page (docs/product/formats.md). */
export const formatCo2e = (kg: number) => formatCo2eFact(kg);
/** The unit's hyphen does not break ("t‑km", U+2011): a tile never ends a line on "t-". */
export const formatIntensity = (g: number | null) => (g === null ? '–' : `${ONE.format(g)} g CO2e/t\u2011km`);
/** A weight, in t from 10 t (a report's totals). */
export const formatKg = (kg: number) => formatWeight(kg, { tonnesFrom: 10_000 });
/** An amount in its own currency (ISO 4217), never converted; whole units in a report's tiles. */
export const formatMoney = (amount: number, currency: string): string => formatMoneyFact(amount, currency, { whole: true });
