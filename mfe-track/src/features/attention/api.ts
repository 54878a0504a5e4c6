import useSWR from 'swr';
import { apiClient } from '@freightdeck/auth';
import type { TrackingList, TrackingListQuery } from '@freightdeck/contracts';

const useShipments = (query: TrackingListQuery) =>
  useSWR(['/tracking', 'attention', query] as const, ([path, , q]) => apiClient.get<TrackingList>(path, { query: q as Record<string, string | number | undefined> }));

/** Shipments in transit in the caller's scope (`GET /v1/tracking?status=IN_TRANSIT`). */
export const useInTransit = () => useShipments({ status: 'IN_TRANSIT', limit: 200 });

/** Shipments with a temperature excursion in the caller's scope (`GET /v1/tracking?excursion=true`). */
export const useWithExcursions = () => useShipments({ excursion: 'true', limit: 200 });
