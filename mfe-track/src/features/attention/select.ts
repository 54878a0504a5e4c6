import type { TrackingSummary } from '@freightdeck/contracts';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** In transit with an ETA before a week from now (late ones included), the soonest first. */
export function arrivingThisWeek(items: readonly TrackingSummary[], now: number): TrackingSummary[] {
  return items
    .filter((i) => i.status === 'IN_TRANSIT' && i.eta !== null && Date.parse(i.eta) - now <= WEEK_MS)
    .sort((a, b) => Date.parse(a.eta ?? '') - Date.parse(b.eta ?? ''));
}

/** Open excursions first, then the most excursions. */
export function byExcursion(items: readonly TrackingSummary[]): TrackingSummary[] {
  return items.filter((i) => i.excursions > 0).sort((a, b) => Number(b.openExcursion) - Number(a.openExcursion) || b.excursions - a.excursions);
}
