import { USER_STATUSES, type UserStatus } from '@freightdeck/contracts';

/**
 * The users list's filters and page as the query string holds them (bookmark, share, Back).
 * Malformed values are dropped rather than sent: the API would refuse them with VALIDATION_ERROR.
 */
export interface UserListQuery {
  q: string;
  status: UserStatus | null;
  organizationId: string | null;
  roleId: string | null;
  page: number;
}

export const USERS_PAGE_SIZE = 25;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const uuid = (value: string | null) => (value && UUID.test(value) ? value : null);

export function parseUserListQuery(params: URLSearchParams): UserListQuery {
  const status = params.get('status');
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return {
    q: (params.get('q') ?? '').trim().slice(0, 100),
    status: (USER_STATUSES as readonly string[]).includes(status ?? '') ? (status as UserStatus) : null,
    organizationId: uuid(params.get('organizationId')),
    roleId: uuid(params.get('roleId')),
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

/** The query string of a list query, without the defaults; `keep` carries other parameters (the tab). */
export function toSearchParams(query: UserListQuery, keep?: URLSearchParams): URLSearchParams {
  const params = new URLSearchParams();
  const tab = keep?.get('tab');
  if (tab) params.set('tab', tab);
  const entries: [string, string | null][] = [
    ['q', query.q.trim() || null], ['status', query.status], ['organizationId', query.organizationId], ['roleId', query.roleId],
    ['page', query.page === 1 ? null : String(query.page)],
  ];
  for (const [key, value] of entries) if (value) params.set(key, value);
  return params;
}

/** The `GET /v1/users` query (the API client drops the empty values). */
export const toApiQuery = (query: UserListQuery) => ({
  q: query.q.trim(), status: query.status, organizationId: query.organizationId, roleId: query.roleId,
  page: query.page, pageSize: USERS_PAGE_SIZE,
});

export const hasFilters = (query: UserListQuery) => Boolean(query.q.trim() || query.status || query.organizationId || query.roleId);
