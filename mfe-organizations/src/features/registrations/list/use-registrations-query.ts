import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { parseRegistrationsQuery, toSearchParams, type RegistrationsQuery } from './registrations-query';

/** The page's query read from and written to the URL; a tab or filter change goes back to page 1. */
export function useRegistrationsQuery() {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => parseRegistrationsQuery(params), [params]);
  const write = useCallback((next: RegistrationsQuery) => setParams(toSearchParams(next)), [setParams]);
  return {
    query,
    setTab: useCallback((tab: RegistrationsQuery['tab']) => write({ ...query, tab, page: 1 }), [query, write]),
    setStatus: useCallback((status: RegistrationsQuery['status']) => write({ ...query, status, page: 1 }), [query, write]),
    setLinkStatus: useCallback((linkStatus: RegistrationsQuery['linkStatus']) => write({ ...query, linkStatus, page: 1 }), [query, write]),
    setPage: useCallback((page: number) => write({ ...query, page }), [query, write]),
  };
}
