import { ORGANIZATION_STATUSES, type OrganizationListQuery, type OrganizationStatus } from '@freightdeck/contracts';

/**
 * The list's search, status and page as the query string holds them, so a filtered list can
 * be bookmarked and restored with Back. Unknown values are dropped rather than sent (the API
 * would refuse them with VALIDATION_ERROR).
 */
export interface ListQuery {
  q: string;
  status: OrganizationStatus | null;
  page: number;
}

export const PAGE_SIZE = 25;

export function parseListQuery(params: URLSearchParams): ListQuery {
  const status = params.get('status');
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return {
    q: (params.get('q') ?? '').trim().slice(0, 100),
    status: (ORGANIZATION_STATUSES as readonly string[]).includes(status ?? '') ? (status as OrganizationStatus) : null,
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

/** The query string of a list query, without the defaults. */
export function toSearchParams(query: ListQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.q.trim()) params.set('q', query.q.trim());
  if (query.status) params.set('status', query.status);
  if (query.page > 1) params.set('page', String(query.page));
  return params;
}

/** The `GET /v1/organizations` query (the API client drops the empty values). */
export const toApiQuery = (query: ListQuery): OrganizationListQuery => ({
  q: query.q || undefined, status: query.status ?? undefined, page: query.page, pageSize: PAGE_SIZE,
});

export const hasFilters = (query: ListQuery) => Boolean(query.q || query.status);
