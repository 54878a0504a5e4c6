import useSWR from 'swr';
import { apiClient, isApiError } from '@freightdeck/auth';
import type { RegistrationLinkInfo, SubmitRegistrationRequest, SubmittedRegistration } from '@freightdeck/contracts';

/**
 * The two calls of the public /registration page. No credentials are sent (`auth: false`): the
 * token alone decides, and a signed-in visitor's session has nothing to do with the application.
 */
export const getRegistrationLink = (token: string) =>
  apiClient.get<RegistrationLinkInfo>(`/organizations/registration-links/${encodeURIComponent(token)}`, { auth: false });

export const submitRegistration = (body: SubmitRegistrationRequest) =>
  apiClient.post<SubmittedRegistration>('/organizations/registrations', body, { auth: false });

/** A refusal of the token will not change on a retry; a network or server failure may. */
const retryable = (error: Error) => !isApiError(error) || error.status === 0 || error.status >= 500;

export function useRegistrationLink(token: string) {
  return useSWR(token ? ['registration-link', token] as const : null, ([, t]) => getRegistrationLink(t), {
    shouldRetryOnError: retryable,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
  });
}
