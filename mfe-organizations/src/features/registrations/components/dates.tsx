import { formatDate, relativeTime } from '@freightdeck/ui';

/** "3d ago", with the exact date and time on hover and for machines. */
export function Ago({ at, now }: { at: string | null; now?: Date }) {
  if (!at) return <>–</>;
  return <time dateTime={at} title={formatDate(at, 'dateTime')}>{relativeTime(at, now)}</time>;
}

/** "12 Jun 2026 14:05", or a dash for none. */
export const dateTime = (at: string | null | undefined) => (at ? formatDate(at, 'dateTime') : '–');
