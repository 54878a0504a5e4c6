import { formatDate } from '@freightdeck/ui';

/** Now as a `datetime-local` input value (local time, to the minute). */
export const localNow = (): string => `${formatDate(new Date(), 'isoDate')}T${formatDate(new Date(), 'shortTime')}`;

/** A `datetime-local` value (local time) as an ISO instant, or null when it is not a date. */
export function toInstant(local: string): string | null {
  if (!local) return null;
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** An ISO instant as a `datetime-local` input value (local time, to the minute); '' for none. */
export const toLocalInput = (iso: string | null | undefined): string =>
  (iso ? `${formatDate(iso, 'isoDate')}T${formatDate(iso, 'shortTime')}` : '');
