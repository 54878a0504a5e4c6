import { useUrlListQuery } from '../../shared/use-url-list-query';
import { parseUserListQuery, toSearchParams, type UserListQuery } from './user-list-query';

export type UserFilterPatch = Partial<Omit<UserListQuery, 'page'>>;

/** The users list's query in the URL (the page's other parameters, such as its tab, stay). */
export const useUserListQuery = () => useUrlListQuery(parseUserListQuery, toSearchParams);
