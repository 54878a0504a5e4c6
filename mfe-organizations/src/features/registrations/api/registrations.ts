import useSWR from 'swr';
import { apiClient } from '@freightdeck/auth';
import type { Registration, RegistrationListQuery, RegistrationPage } from '@freightdeck/contracts';

export const REGISTRATIONS_PATH = '/organizations/registrations';
const registrationPath = (id: string) => `${REGISTRATIONS_PATH}/${encodeURIComponent(id)}`;

/** One page of applications, newest first (the API's order); the previous page stays while the next loads. */
export function useRegistrations(query: RegistrationListQuery) {
  return useSWR([REGISTRATIONS_PATH, query] as const, ([path, q]) => apiClient.get<RegistrationPage>(path, { query: { ...q } }), { keepPreviousData: true });
}

export function useRegistration(id: string) {
  return useSWR(id ? [REGISTRATIONS_PATH, id] as const : null, ([, i]) => apiClient.get<Registration>(registrationPath(i)));
}

/** The organization is created and its first administrator invited; answers the APPROVED registration. */
export const approveRegistration = (id: string) => apiClient.post<Registration>(`${registrationPath(id)}/approve`, {});

/** The applicant is e-mailed the reason; answers the REJECTED registration. */
export const rejectRegistration = (id: string, reason: string) => apiClient.post<Registration>(`${registrationPath(id)}/reject`, { reason });
