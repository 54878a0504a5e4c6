import { QUOTATION_SORTS, QUOTATION_STATUSES, type QuotationStatus, type TransportMode } from '@freightdeck/contracts';

export type QuotationSort = (typeof QUOTATION_SORTS)[number];

/**
 * The list's filters, sort and page as the query string holds them, so a filtered list can be
 * bookmarked, shared and restored with Back. Unknown or malformed values are dropped rather
 * than sent (the API would refuse them with VALIDATION_ERROR).
 */
export interface ListQuery {
  status: QuotationStatus[];
  mode: TransportMode | null;
  origin: string | null;
  destination: string | null;
  organizationId: string | null;
  dateFrom: string | null;
  dateTo: string | null;
  /** Open quotations valid until before this day (the dashboard widget's "expiring this week"). */
  expiringBefore: string | null;
  q: string;
  sort: QuotationSort;
  page: number;
}

export const DEFAULT_SORT: QuotationSort = '-createdAt';
export const PAGE_SIZE = 20;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const CODE = /^[A-Z0-9]{3,5}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MODES: readonly TransportMode[] = ['AIR', 'SEA'];

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | null =>
  value !== null && (list as readonly string[]).includes(value) ? (value as T) : null;
const matching = (pattern: RegExp, value: string | null) => (value && pattern.test(value) ? value : null);

export function parseListQuery(params: URLSearchParams): ListQuery {
  const dateFrom = matching(DATE, params.get('dateFrom'));
  const dateTo = matching(DATE, params.get('dateTo'));
  const statuses = params.getAll('status').flatMap((s) => s.split(','));
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return {
    status: QUOTATION_STATUSES.filter((s) => statuses.includes(s)),
    mode: oneOf(MODES, params.get('mode')),
    origin: matching(CODE, params.get('origin')?.toUpperCase() ?? null),
    destination: matching(CODE, params.get('destination')?.toUpperCase() ?? null),
    organizationId: matching(UUID, params.get('organizationId')),
    dateFrom,
    dateTo: dateFrom && dateTo && dateTo < dateFrom ? null : dateTo,
    expiringBefore: matching(DATE, params.get('expiringBefore')),
    q: (params.get('q') ?? '').trim().slice(0, 100),
    sort: oneOf(QUOTATION_SORTS, params.get('sort')) ?? DEFAULT_SORT,
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

/** The query string of a list query, without the defaults (short, clean URLs). */
export function toSearchParams(query: ListQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const s of query.status) params.append('status', s);
  const optional: [string, string | null][] = [
    ['mode', query.mode], ['origin', query.origin], ['destination', query.destination], ['organizationId', query.organizationId],
    ['dateFrom', query.dateFrom], ['dateTo', query.dateTo], ['expiringBefore', query.expiringBefore], ['q', query.q.trim() || null],
    ['sort', query.sort === DEFAULT_SORT ? null : query.sort],
    ['page', query.page === 1 ? null : String(query.page)],
  ];
  for (const [key, value] of optional) if (value) params.set(key, value);
  return params;
}

/** The `GET /v1/quotations` query (the API client drops the empty values). */
export function toApiQuery(query: ListQuery, page = query.page, pageSize = PAGE_SIZE) {
  return {
    status: query.status.length ? query.status.join(',') : null, mode: query.mode, origin: query.origin, destination: query.destination,
    organizationId: query.organizationId, dateFrom: query.dateFrom, dateTo: query.dateTo, expiringBefore: query.expiringBefore,
    q: query.q.trim(), sort: query.sort, page, pageSize,
  };
}

export function hasFilters(query: ListQuery): boolean {
  return query.status.length > 0 || Boolean(query.mode || query.origin || query.destination || query.organizationId || query.dateFrom || query.dateTo || query.expiringBefore || query.q.trim());
}

/** Table sort ↔ API sort: `-createdAt` is createdAt descending. */
export function sortState(sort: QuotationSort): { key: string; direction: 'ascending' | 'descending' } {
  return sort.startsWith('-') ? { key: sort.slice(1), direction: 'descending' } : { key: sort, direction: 'ascending' };
}
export function toSort(key: string, direction: 'ascending' | 'descending'): QuotationSort {
  return oneOf(QUOTATION_SORTS, `${direction === 'descending' ? '-' : ''}${key}`) ?? DEFAULT_SORT;
}
