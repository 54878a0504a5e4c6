import useSWR from 'swr';
import { apiClient } from '@freightdeck/auth';
import type { SeaRouteAnswer } from '@freightdeck/contracts';

export const SEA_ROUTE_PATH = '/emissions/sea-route';

export const getSeaRoute = (from: string, to: string) => apiClient.get<SeaRouteAnswer>(SEA_ROUTE_PATH, { query: { from, to } });

/**
 * The sea-route length the API counts a sea leg with (docs/adr/016-reports-and-emissions.md: the
 * marine network stays on the server), so the estimate shows the figure the booking will store.
 * `km` is null while it is fetched, when the API knows no route (the estimate then counts
 * great-circle × 1.15, as the API does) and when the call fails.
 */
export function useSeaRouteKm(origin: string, destination: string, enabled: boolean): { pending: boolean; km: number | null } {
  const { data, error, isLoading } = useSWR(
    enabled ? [SEA_ROUTE_PATH, origin, destination] as const : null,
    ([, from, to]) => getSeaRoute(from, to),
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
  if (!enabled) return { pending: false, km: null };
  if (isLoading && !data && !error) return { pending: true, km: null };
  return { pending: false, km: data?.method === 'SEA_ROUTE' ? data.distanceKm : null };
}
