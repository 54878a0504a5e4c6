import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { parseUserListQuery, toSearchParams, type UserListQuery } from './user-list-query';

export type UserFilterPatch = Partial<Omit<UserListQuery, 'page'>>;

/** The list query read from and written to the URL; a filter change goes back to page 1. */
export function useUserListQuery() {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => parseUserListQuery(params), [params]);
  const write = useCallback((next: UserListQuery, replace = false) => setParams(toSearchParams(next, params), { replace }), [params, setParams]);
  return {
    query,
    // Typing in the search box replaces the history entry, so Back does not replay each keystroke.
    setFilters: useCallback((patch: UserFilterPatch, replace = false) => write({ ...query, ...patch, page: 1 }, replace), [query, write]),
    setPage: useCallback((page: number) => write({ ...query, page }), [query, write]),
    clearFilters: useCallback(() => write(parseUserListQuery(new URLSearchParams())), [write]),
  };
}
