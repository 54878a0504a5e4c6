import useSWR from 'swr';
import { apiClient } from '@freightdeck/auth';
import type { ScheduleSearchResult } from '@freightdeck/contracts';
import type { ScheduleQuery } from './query';

export const SCHEDULE_SEARCH_PATH = '/schedules/search';

export const searchSchedules = (q: ScheduleQuery) =>
  apiClient.get<ScheduleSearchResult>(SCHEDULE_SEARCH_PATH, {
    query: { mode: q.mode, origin: q.origin, destination: q.destination, from: q.from, to: q.to, directOnly: q.directOnly ? 'true' : undefined },
  });

/** The options of a complete query (null: no search yet). */
export function useScheduleSearch(query: ScheduleQuery | null) {
  return useSWR(query ? [SCHEDULE_SEARCH_PATH, query] as const : null, ([, q]) => searchSchedules(q), { revalidateOnFocus: false, keepPreviousData: false });
}
