const INT = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 });
const ONE = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 1 });
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export const formatCount = (n: number) => INT.format(n);
export const formatOne = (n: number) => ONE.format(n);
/** "2026-02" → "Feb 2026". */
export const monthLabel = (month: string) => `${MONTHS[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;
/** CO2e in kg, shown in t above 10 t. */
export const formatCo2e = (kg: number) => (Math.abs(kg) >= 10_000 ? `${ONE.format(kg / 1000)} t CO2e` : `${INT.format(kg)} kg CO2e`);
/** The unit's hyphen does not break ("t‑km", U+2011): a tile never ends a line on "t-". */
export const formatIntensity = (g: number | null) => (g === null ? '–' : `${ONE.format(g)} g CO2e/t\u2011km`);
export const formatKg = (kg: number) => (Math.abs(kg) >= 10_000 ? `${ONE.format(kg / 1000)} t` : `${INT.format(kg)} kg`);
/** An amount in its own currency (ISO 4217), never converted. */
export function formatMoney(amount: number, currency: string): string {
  try {
    return new Intl.NumberFormat('en-GB', { style: 'currency', currency, currencyDisplay: 'code', maximumFractionDigits: 0 }).format(amount);
  } catch {
    return `${currency} ${INT.format(amount)}`; // not an ISO 4217 code Intl knows
  }
}
