import useSWR from 'swr';
import { apiClient } from '@freightdeck/auth';
import type { RegistrationLinkListQuery, RegistrationLinkPage } from '@freightdeck/contracts';
import { REGISTRATION_LINKS_PATH } from '../../shared/api/registration-links';

/** The links staff sent, newest first, with OPEN / USED / EXPIRED. */
export function useRegistrationLinks(query: RegistrationLinkListQuery) {
  return useSWR([REGISTRATION_LINKS_PATH, query] as const, ([path, q]) => apiClient.get<RegistrationLinkPage>(path, { query: { ...q } }), { keepPreviousData: true });
}
