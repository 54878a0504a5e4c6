import { BOOKING_SORTS, BOOKING_STATUSES, TRANSPORT_MODES, type BookingSort, type BookingStatus, type TransportMode } from '@freightdeck/contracts';

/**
 * The list's filters, sort and page as the query string holds them, so a filtered list can be
 * bookmarked, shared and restored with Back. Unknown or malformed values are dropped rather
 * than sent (the API would refuse them with VALIDATION_ERROR).
 */
export interface ListQuery {
  status: BookingStatus[];
  mode: TransportMode | null;
  origin: string | null;
  destination: string | null;
  organizationId: string | null;
  dateFrom: string | null;
  dateTo: string | null;
  q: string;
  /** Only the bookings on the user's watchlist. */
  watched: boolean;
  sort: BookingSort;
  page: number;
  pageSize: number;
}

export const DEFAULT_SORT: BookingSort = '-createdAt';
export const PAGE_SIZES = [20, 50, 100] as const;
const DEFAULT_PAGE_SIZE = 20;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const CODE = /^[A-Z0-9]{3,5}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | null =>
  value !== null && (list as readonly string[]).includes(value) ? (value as T) : null;
const matching = (pattern: RegExp, value: string | null) => (value && pattern.test(value) ? value : null);

export function parseListQuery(params: URLSearchParams): ListQuery {
  const dateFrom = matching(DATE, params.get('dateFrom'));
  const dateTo = matching(DATE, params.get('dateTo'));
  const statuses = params.getAll('status').flatMap((s) => s.split(','));
  const page = Number.parseInt(params.get('page') ?? '', 10);
  const pageSize = Number.parseInt(params.get('pageSize') ?? '', 10);
  return {
    status: BOOKING_STATUSES.filter((s) => statuses.includes(s)),
    mode: oneOf(TRANSPORT_MODES, params.get('mode')),
    origin: matching(CODE, params.get('origin')?.toUpperCase() ?? null),
    destination: matching(CODE, params.get('destination')?.toUpperCase() ?? null),
    organizationId: matching(UUID, params.get('organizationId')),
    dateFrom,
    // A range that ends before it starts matches nothing: keep its start only.
    dateTo: dateFrom && dateTo && dateTo < dateFrom ? null : dateTo,
    q: (params.get('q') ?? '').trim().slice(0, 100),
    watched: params.get('watched') === 'true',
    sort: oneOf(BOOKING_SORTS, params.get('sort')) ?? DEFAULT_SORT,
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
    pageSize: (PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : DEFAULT_PAGE_SIZE,
  };
}

/** The query string of a list query, without the defaults (short, clean URLs). */
export function toSearchParams(query: ListQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const s of query.status) params.append('status', s);
  const optional: [string, string | null][] = [
    ['mode', query.mode], ['origin', query.origin], ['destination', query.destination], ['organizationId', query.organizationId],
    ['dateFrom', query.dateFrom], ['dateTo', query.dateTo], ['q', query.q.trim() || null],
    ['watched', query.watched ? 'true' : null],
    ['sort', query.sort === DEFAULT_SORT ? null : query.sort],
    ['page', query.page === 1 ? null : String(query.page)],
    ['pageSize', query.pageSize === DEFAULT_PAGE_SIZE ? null : String(query.pageSize)],
  ];
  for (const [key, value] of optional) if (value) params.set(key, value);
  return params;
}

/** The `GET /v1/bookings` query of a list query (the API client drops the empty values). */
export function toApiQuery(query: ListQuery, page = query.page, pageSize = query.pageSize) {
  return {
    status: query.status, mode: query.mode, origin: query.origin, destination: query.destination, organizationId: query.organizationId,
    dateFrom: query.dateFrom, dateTo: query.dateTo, q: query.q.trim(),
    watched: query.watched ? 'true' : null, sort: query.sort, page, pageSize,
  };
}

/** Whether any filter narrows the list (the empty state then offers to clear them). */
export function hasFilters(query: ListQuery): boolean {
  return query.status.length > 0 || Boolean(query.mode || query.origin || query.destination || query.organizationId || query.dateFrom || query.dateTo || query.q.trim() || query.watched);
}

/** Table sort ↔ API sort: `-createdAt` is createdAt descending. */
export function sortState(sort: BookingSort): { key: string; direction: 'ascending' | 'descending' } {
  return sort.startsWith('-') ? { key: sort.slice(1), direction: 'descending' } : { key: sort, direction: 'ascending' };
}
export function toSort(key: string, direction: 'ascending' | 'descending'): BookingSort {
  const sort = `${direction === 'descending' ? '-' : ''}${key}`;
  return oneOf(BOOKING_SORTS, sort) ?? DEFAULT_SORT;
}
