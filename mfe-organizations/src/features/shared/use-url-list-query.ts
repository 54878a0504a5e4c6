import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * A list's query read from and written to the URL: `parse` reads it (defaults for what is
 * missing or wrong), `serialize` writes it (given the current parameters, to keep those that are
 * not the list's). A filter change goes back to page 1; clearing writes the defaults.
 */
export function useUrlListQuery<Q extends { page: number }>(
  parse: (params: URLSearchParams) => Q,
  serialize: (query: Q, current: URLSearchParams) => URLSearchParams,
) {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => parse(params), [parse, params]);
  const write = useCallback((next: Q, replace = false) => setParams(serialize(next, params), { replace }), [serialize, params, setParams]);
  return {
    query,
    // Typing in the search box replaces the history entry, so Back does not replay each keystroke.
    setFilters: useCallback((patch: Partial<Omit<Q, 'page'>>, replace = false) => write({ ...query, ...patch, page: 1 }, replace), [query, write]),
    setPage: useCallback((page: number) => write({ ...query, page }), [query, write]),
    clearFilters: useCallback(() => write(parse(new URLSearchParams())), [parse, write]),
  };
}
