import type { QuotationStatus, TransportMode } from '@freightdeck/contracts';

/**
 * How quotation figures read on every page of the remote (list, comparison, details, print):
 * English number formatting, as the rest of the portal. Weights, volumes and counts are the
 * ui kit's (formatWeight, formatVolume, formatChargeable, formatCount).
 */
export const MISSING = '–';

export const QUOTATION_STATUS_LABELS: Readonly<Record<QuotationStatus, string>> = {
  DRAFT: 'Draft', REQUESTED: 'Waiting for pricing', ISSUED: 'Issued', ACCEPTED: 'Accepted', BOOKED: 'Booked', DECLINED: 'Declined', EXPIRED: 'Expired',
};

export const MODE_LABELS: Readonly<Record<TransportMode, string>> = { AIR: 'Air', SEA: 'Sea' };

/** "Air", "Sea FCL", "Sea LCL". */
export const formatMode = (mode: TransportMode, seaLoad?: 'FCL' | 'LCL' | null) => (mode === 'SEA' && seaLoad ? `Sea ${seaLoad}` : MODE_LABELS[mode]);

/** "SIN → FRA". */
export const formatRoute = (origin: string, destination: string) => `${origin} → ${destination}`;

// Money and CO2e are the ui kit's, as on every page of the portal (docs/product/formats.md).
export { formatCo2e, formatMoney } from '@freightdeck/ui';

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
