import useSWR from 'swr';
import { apiClient } from '@freightdeck/auth';
import type { Booking, ShareLink } from '@freightdeck/contracts';

const linksPath = (b: Pick<Booking, 'id'>) => `/bookings/${encodeURIComponent(b.id)}/share-links`;

/** Only the booking's managers may list its links: the page shows the section only when `share` is allowed. */
export const useShareLinks = (b: Booking) =>
  useSWR<{ items: ShareLink[] }>(linksPath(b), (key: string) => apiClient.get<{ items: ShareLink[] }>(key));

export const createShareLink = (b: Booking, expiresInDays: number) => apiClient.post<ShareLink>(linksPath(b), { expiresInDays });
export const revokeShareLink = (b: Booking, link: ShareLink) => apiClient.post<ShareLink>(`${linksPath(b)}/${encodeURIComponent(link.id)}/revoke`);
