import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { parseListQuery, toSearchParams, type ListQuery } from './organization-list-query';

/** The list query read from and written to the URL; a filter change goes back to page 1. */
export function useListQuery() {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => parseListQuery(params), [params]);
  const write = useCallback((next: ListQuery, replace = false) => setParams(toSearchParams(next), { replace }), [setParams]);
  return {
    query,
    // Typing in the search box replaces the history entry, so Back does not replay each keystroke.
    setFilters: useCallback((patch: Partial<Omit<ListQuery, 'page'>>, replace = false) => write({ ...query, ...patch, page: 1 }, replace), [query, write]),
    setPage: useCallback((page: number) => write({ ...query, page }), [query, write]),
    clearFilters: useCallback(() => write({ q: '', status: null, page: 1 }), [write]),
  };
}
