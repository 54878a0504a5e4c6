import useSWR from 'swr';
import { apiClient } from '@freightdeck/auth';
import type {
  CreatedIntegration, CreateIntegrationInput, Integration, OrganizationPage, ShareLink, TrackingDetail, TrackingList, TrackingListQuery, TrackingNotificationSettings,
} from '@freightdeck/contracts';

export const TRACKING_PATH = '/tracking';
export const INTEGRATIONS_PATH = '/integrations';

/** `GET /v1/tracking`: the caller's active shipments, filtered. */
export function useTrackingList(query: TrackingListQuery) {
  return useSWR([TRACKING_PATH, query] as const, ([path, q]) => apiClient.get<TrackingList>(path, { query: q as Record<string, string | number | undefined> }), { keepPreviousData: true });
}

/** `GET /v1/tracking/{id}`: one shipment's timeline. */
export function useTrackingDetail(id: string) {
  return useSWR([TRACKING_PATH, id] as const, ([path, i]) => apiClient.get<TrackingDetail>(`${path}/${encodeURIComponent(i)}`));
}

/** `GET /v1/tracking/shared/{token}`: the timeline a share link opens, without signing in. */
export function useSharedTracking(token: string) {
  return useSWR([`${TRACKING_PATH}/shared`, token] as const, ([path, t]) => apiClient.get<TrackingDetail>(`${path}/${encodeURIComponent(t)}`, { auth: false }));
}

/** A share link of the booking (the bookings' share links: signed, expiring, revocable). */
export const createShareLink = (bookingId: string) => apiClient.post<ShareLink>(`/bookings/${encodeURIComponent(bookingId)}/share-links`, { expiresInDays: 30 });
export const revokeShareLink = (bookingId: string, linkId: string) => apiClient.post<ShareLink>(`/bookings/${encodeURIComponent(bookingId)}/share-links/${encodeURIComponent(linkId)}/revoke`, {});
export const useShareLinks = (bookingId: string | null) =>
  useSWR(bookingId ? ['/bookings/share-links', bookingId] as const : null, ([, id]) => apiClient.get<{ items: ShareLink[] }>(`/bookings/${encodeURIComponent(id)}/share-links`));

export const useIntegrations = () => useSWR(INTEGRATIONS_PATH, (path: string) => apiClient.get<{ items: Integration[] }>(path));
export const createIntegration = (body: CreateIntegrationInput) => apiClient.post<CreatedIntegration>(INTEGRATIONS_PATH, body);
export const revokeIntegration = (id: string) => apiClient.post<Integration>(`${INTEGRATIONS_PATH}/${encodeURIComponent(id)}/revoke`, {});

export const NOTIFICATION_SETTINGS_PATH = '/tracking/notification-settings';
export const useNotificationSettings = () => useSWR(NOTIFICATION_SETTINGS_PATH, (path: string) => apiClient.get<TrackingNotificationSettings>(path));
export const saveNotificationSettings = (body: TrackingNotificationSettings) => apiClient.put<TrackingNotificationSettings>(NOTIFICATION_SETTINGS_PATH, body);

/**
 * `GET /v1/organizations`: the organizations an integration may report for (staff see every
 * customer). One page of the API's largest size, searched in the browser as the picker is typed in.
 */
export const ORGANIZATIONS_PATH = '/organizations';
export const useOrganizationChoices = (enabled = true) =>
  useSWR(enabled ? [ORGANIZATIONS_PATH, 'choices'] as const : null, ([path]) => apiClient.get<OrganizationPage>(path, { query: { pageSize: 100, status: 'ACTIVE' } }));
