import type { Punctuality, TimelineEvent } from '@freightdeck/contracts';
import { formatInstant } from '@freightdeck/ui';

export { offsetMinutes } from '@freightdeck/ui';

/**
 * The place's local time of an instant, with its zone: `21 Nov 2026 06:10 (UTC+01:00)`; without an
 * offset (none was reported) in UTC, `(UTC)`. The ui kit's one instant formatter (docs/product/formats.md).
 */
export const localTime = (iso: string, offset: string | null): string => formatInstant(iso, { offset });

/** An instant in UTC, for ETAs (which carry no place's offset): `03 Dec 2026 11:00 UTC`. */
export const utcTime = (iso: string | null): string => formatInstant(iso, 'UTC', '—');

export const CLASSIFIER_LABELS: Record<TimelineEvent['classifier'], string> = { ACT: 'Actual', EST: 'Estimated', PLN: 'Planned' };
export const PUNCTUALITY_LABELS: Record<Punctuality, string> = { LATE: 'Late', ON_TIME: 'On time', EARLY: 'Early', UNKNOWN: 'No plan' };
export const PUNCTUALITY_TONES = { LATE: 'danger', ON_TIME: 'success', EARLY: 'info', UNKNOWN: 'neutral' } as const;
export const STATUS_LABELS: Record<string, string> = { CONFIRMED: 'Confirmed', IN_TRANSIT: 'In transit', ARRIVED: 'Arrived', DELIVERED: 'Delivered' };
