import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { parseListQuery, toSearchParams, type ListQuery } from './list-query';

export type FilterPatch = Partial<Omit<ListQuery, 'page' | 'sort'>>;

/** The list query read from and written to the URL; a filter change goes back to page 1. */
export function useListQuery() {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => parseListQuery(params), [params]);
  const write = useCallback((next: ListQuery, replace = false) => setParams(toSearchParams(next), { replace }), [setParams]);
  return {
    query,
    setFilters: useCallback((patch: FilterPatch, replace = false) => write({ ...query, ...patch, page: 1 }, replace), [query, write]),
    setSort: useCallback((sort: ListQuery['sort']) => write({ ...query, sort, page: 1 }), [query, write]),
    setPage: useCallback((page: number) => write({ ...query, page }), [query, write]),
    clearFilters: useCallback(() => write({ ...parseListQuery(new URLSearchParams()), sort: query.sort }), [query, write]),
  };
}
