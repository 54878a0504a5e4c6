import type { Punctuality, TrackingListQuery } from '@freightdeck/contracts';

export interface TrackQuery { q: string; mode: 'AIR' | 'SEA' | ''; status: 'CONFIRMED' | 'IN_TRANSIT' | 'ARRIVED' | 'DELIVERED' | ''; punctuality: Punctuality | ''; excursion: 'true' | '' }
const pick = <T extends string>(value: string | null, allowed: readonly T[]): T | '' => (value && (allowed as readonly string[]).includes(value) ? (value as T) : '');

/** The list's filters from the query string (wrong values are dropped), so a filtered list is a link. */
export function parseTrackQuery(params: URLSearchParams): TrackQuery {
  return {
    q: (params.get('q') ?? '').slice(0, 100),
    mode: pick(params.get('mode'), ['AIR', 'SEA'] as const),
    status: pick(params.get('status'), ['CONFIRMED', 'IN_TRANSIT', 'ARRIVED', 'DELIVERED'] as const),
    punctuality: pick(params.get('punctuality'), ['LATE', 'ON_TIME', 'EARLY', 'UNKNOWN'] as const),
    excursion: pick(params.get('excursion'), ['true'] as const),
  };
}

export function writeTrackQuery(query: TrackQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  return params;
}

export const toApiQuery = (q: TrackQuery): TrackingListQuery => ({
  q: q.q || undefined, mode: q.mode || undefined, status: q.status || undefined, punctuality: q.punctuality || undefined, excursion: q.excursion || undefined,
});
