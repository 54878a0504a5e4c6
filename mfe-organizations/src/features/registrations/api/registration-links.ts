import useSWR from 'swr';
import { apiClient } from '@freightdeck/auth';
import type { CreateRegistrationLinkRequest, RegistrationLink, RegistrationLinkListQuery, RegistrationLinkPage } from '@freightdeck/contracts';

export const REGISTRATION_LINKS_PATH = '/organizations/registration-links';

/** The links staff sent, newest first, with OPEN / USED / EXPIRED. */
export function useRegistrationLinks(query: RegistrationLinkListQuery) {
  return useSWR([REGISTRATION_LINKS_PATH, query] as const, ([path, q]) => apiClient.get<RegistrationLinkPage>(path, { query: { ...q } }), { keepPreviousData: true });
}

/** E-mails a prospective customer a link to /registration (valid 14 days, one application); the token is in the e-mail only. */
export const sendRegistrationLink = (body: CreateRegistrationLinkRequest) => apiClient.post<RegistrationLink>(REGISTRATION_LINKS_PATH, body);
