import { useUrlListQuery } from '../../shared/use-url-list-query';
import { parseListQuery, toSearchParams } from './organization-list-query';

/** The organizations list's query in the URL. */
export const useListQuery = () => useUrlListQuery(parseListQuery, toSearchParams);
