import {
  REGISTRATION_LINK_STATUSES, REGISTRATION_STATUSES,
  type RegistrationLinkListQuery, type RegistrationLinkStatus, type RegistrationListQuery, type RegistrationStatus,
} from '@freightdeck/contracts';

/**
 * The registrations page as the query string holds it (bookmarkable, restored with Back): the
 * tab, each tab's status filter and the page of the tab shown. Unknown values are dropped
 * rather than sent (the API would refuse them with VALIDATION_ERROR).
 */
export interface RegistrationsQuery {
  tab: 'applications' | 'links';
  status: RegistrationStatus | null;
  linkStatus: RegistrationLinkStatus | null;
  page: number;
}

export const PAGE_SIZE = 25;

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | null =>
  value !== null && (list as readonly string[]).includes(value) ? (value as T) : null;

export function parseRegistrationsQuery(params: URLSearchParams): RegistrationsQuery {
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return {
    tab: params.get('tab') === 'links' ? 'links' : 'applications',
    status: oneOf(REGISTRATION_STATUSES, params.get('status')),
    linkStatus: oneOf(REGISTRATION_LINK_STATUSES, params.get('linkStatus')),
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

/** The query string, without the defaults. */
export function toSearchParams(query: RegistrationsQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.tab === 'links') params.set('tab', 'links');
  if (query.status) params.set('status', query.status);
  if (query.linkStatus) params.set('linkStatus', query.linkStatus);
  if (query.page > 1) params.set('page', String(query.page));
  return params;
}

export const toApplicationsApiQuery = (query: RegistrationsQuery): RegistrationListQuery => ({
  status: query.status ?? undefined, page: query.page, pageSize: PAGE_SIZE,
});

export const toLinksApiQuery = (query: RegistrationsQuery): RegistrationLinkListQuery => ({
  status: query.linkStatus ?? undefined, page: query.page, pageSize: PAGE_SIZE,
});
