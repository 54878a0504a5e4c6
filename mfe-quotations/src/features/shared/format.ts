import type { QuotationStatus, TransportMode } from '@freightdeck/contracts';

/**
 * How quotation figures read on every page of the remote (list, comparison, details, print):
 * English number formatting, as the rest of the portal. Weights, volumes and counts are the
 * ui kit's (formatWeight, formatVolume, formatChargeable, formatCount).
 */
const LOCALE = 'en';
export const MISSING = '–';

export const QUOTATION_STATUS_LABELS: Readonly<Record<QuotationStatus, string>> = {
  DRAFT: 'Draft', REQUESTED: 'Waiting for pricing', ISSUED: 'Issued', ACCEPTED: 'Accepted', BOOKED: 'Booked', DECLINED: 'Declined', EXPIRED: 'Expired',
};

export const MODE_LABELS: Readonly<Record<TransportMode, string>> = { AIR: 'Air', SEA: 'Sea' };

/** "Air", "Sea FCL", "Sea LCL". */
export const formatMode = (mode: TransportMode, seaLoad?: 'FCL' | 'LCL' | null) => (mode === 'SEA' && seaLoad ? `Sea ${seaLoad}` : MODE_LABELS[mode]);

/** "SIN → FRA". */
export const formatRoute = (origin: string, destination: string) => `${origin} → ${destination}`;

/** "USD 1,234.50" in the currency's own minor units; an unknown code still shows its amount. */
export function formatMoney(amount: number, currency: string): string {
  try {
    return new Intl.NumberFormat(LOCALE, { style: 'currency', currency, currencyDisplay: 'code' }).format(amount).replace(/\u00a0/g, ' ');
  } catch {
    return `${currency} ${amount.toFixed(2)}`;
  }
}

/** "850 kg CO2e", "12.4 t CO2e" from 10 t up; null (not computable) reads "–". */
export function formatCo2e(kg: number | null | undefined): string {
  if (typeof kg !== 'number' || !Number.isFinite(kg)) return MISSING;
  const n = (v: number, d: number) => new Intl.NumberFormat(LOCALE, { maximumFractionDigits: d }).format(v);
  if (Math.abs(kg) >= 10_000) return `${n(kg / 1000, 1)} t CO2e`;
  return `${n(kg, kg < 10 ? 2 : 0)} kg CO2e`;
}

/** "4 days", "1 day", "1.5 days"; under a day in hours ("13 h"); "–" unknown. */
export function formatTransit(days: number | null): string {
  if (days === null || !Number.isFinite(days)) return MISSING;
  if (days < 1) return `${Math.max(1, Math.round(days * 24))} h`;
  const rounded = Math.round(days * 10) / 10;
  return `${rounded} ${rounded === 1 ? 'day' : 'days'}`;
}

const DAY_MS = 86_400_000;
const dayNumber = (date: string) => Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / DAY_MS;
const todayNumber = (now: Date) => Date.UTC(now.getFullYear(), now.getMonth(), now.getDate()) / DAY_MS;

/** Whole days from today (the user's calendar day) to `validUntil`, the last day the quotation holds. */
export const daysLeft = (validUntil: string, now = new Date()) => dayNumber(validUntil) - todayNumber(now);

/** "expires in 3 days", "expires tomorrow", "expires today", "expired 2 days ago". */
export function validityCountdown(validUntil: string | null, now = new Date()): string {
  if (!validUntil) return 'not priced yet';
  const days = daysLeft(validUntil, now);
  if (days > 1) return `expires in ${days} days`;
  if (days === 1) return 'expires tomorrow';
  if (days === 0) return 'expires today';
  return days === -1 ? 'expired yesterday' : `expired ${-days} days ago`;
}
