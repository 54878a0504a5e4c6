import { storageKeys } from '@freightdeck/contracts';
import type { ScheduleQuery } from './query';

/** How many searches the list keeps (docs/product/schedules.md#the-schedules-page). */
export const RECENT_SEARCHES_MAX = 10;

const sameSearch = (a: ScheduleQuery, b: ScheduleQuery) =>
  a.mode === b.mode && a.origin === b.origin && a.destination === b.destination && a.from === b.from && a.to === b.to && a.directOnly === b.directOnly;

const isQuery = (v: unknown): v is ScheduleQuery => {
  const q = v as ScheduleQuery;
  return typeof q === 'object' && q !== null && (q.mode === 'AIR' || q.mode === 'SEA') && typeof q.origin === 'string' && typeof q.destination === 'string'
    && typeof q.from === 'string' && typeof q.to === 'string' && typeof q.directOnly === 'boolean';
};

/** The recent searches, newest first, from local storage (`schedule/records` under the product prefix). */
export function loadRecentSearches(): ScheduleQuery[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(storageKeys.scheduleRecords) ?? '[]');
    return Array.isArray(stored) ? stored.filter(isQuery).slice(0, RECENT_SEARCHES_MAX) : [];
  } catch {
    return [];
  }
}

function save(list: ScheduleQuery[]): ScheduleQuery[] {
  try {
    localStorage.setItem(storageKeys.scheduleRecords, JSON.stringify(list));
  } catch {
    // A full or blocked storage keeps the list for this page only.
  }
  return list;
}

export const rememberSearch = (q: ScheduleQuery): ScheduleQuery[] =>
  save([q, ...loadRecentSearches().filter((r) => !sameSearch(r, q))].slice(0, RECENT_SEARCHES_MAX));

export const forgetSearch = (q: ScheduleQuery): ScheduleQuery[] => save(loadRecentSearches().filter((r) => !sameSearch(r, q)));
