import useSWR from 'swr';
import { apiClient } from '@freightdeck/auth';
import type { StatusCounts, TransportMode } from '@freightdeck/contracts';

export const STATUS_COUNTS_PATH = '/bookings/statuses/count';

export const statusCountsKey = (mode: TransportMode | null) => [STATUS_COUNTS_PATH, { mode }] as const;

export const getStatusCounts = (mode: TransportMode | null) => apiClient.get<StatusCounts>(STATUS_COUNTS_PATH, { query: { mode } });

/** `GET /v1/bookings/statuses/count`, for all modes or one. */
export function useStatusCounts(mode: TransportMode | null) {
  return useSWR(statusCountsKey(mode), ([, q]) => getStatusCounts(q.mode), { keepPreviousData: true });
}
