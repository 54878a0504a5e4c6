import useSWR from 'swr';
import { apiClient } from '@freightdeck/auth';
import type { Organization, OrganizationPage, SeaRouteAnswer } from '@freightdeck/contracts';
import { toQuery, type ReportFilters } from './filters';

/** The report calls (docs/product/api.md#reports); months are cut in the browser's zone (X-TimeZone). */
export type ReportName =
  | 'count' | 'location' | 'monthly-co2e' | 'monthly-co2e-intensity' | 'monthly-shipment' | 'monthly-summary'
  | 'monthly-volume' | 'status' | 'summary' | 'transportation-type' | 'week';

export const reportPath = (name: ReportName) => `/bookings/reports/${name}`;

export function useReport<T>(name: ReportName, filters: ReportFilters, extra: Record<string, string> = {}) {
  const query = { ...toQuery(filters), ...extra };
  return useSWR([reportPath(name), query], ([path, q]) => apiClient.get<T>(path, { query: q }), { keepPreviousData: true });
}

/** Customer organizations whose name or tax id matches `q` (the staff's organization filter), `limit` at most. */
export const searchOrganizations = (q: string, limit: number) =>
  apiClient.get<OrganizationPage>('/organizations', { query: { pageSize: String(limit), ...(q ? { q } : {}) } });
/** One organization, to show the filter's selection from a link. */
export const getOrganization = (id: string) => apiClient.get<Organization>(`/organizations/${encodeURIComponent(id)}`);

/** Downloads the filtered bookings (`GET /v1/bookings/report`) as CSV or an Excel workbook. */
export async function downloadReport(filters: ReportFilters, format: 'csv' | 'xlsx'): Promise<void> {
  const blob = await apiClient.get<Blob>('/bookings/report', { query: { ...toQuery(filters), format }, responseType: 'blob' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `bookings-report.${format}`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export const SEA_ROUTE_PATH = '/emissions/sea-route';

/**
 * The sea routes of some lanes for the map (`origin-destination` → [longitude, latitude] points):
 * one call each, together. A lane the API knows no route for, or whose call fails, is left out
 * (the map draws it as a great-circle arc).
 */
export function useSeaRoutes(lanes: readonly { origin: string; destination: string }[]): Map<string, [number, number][]> {
  const keys = [...new Set(lanes.map((l) => `${l.origin}-${l.destination}`))];
  const { data } = useSWR(keys.length ? [SEA_ROUTE_PATH, keys.join(',')] as const : null, ([, joined]) => Promise.all(joined.split(',').map(async (key) => {
    const [from, to] = key.split('-') as [string, string];
    const route = await apiClient.get<SeaRouteAnswer>(SEA_ROUTE_PATH, { query: { from, to } }).catch(() => null);
    return [key, route?.path ?? null] as const;
  })), { revalidateOnFocus: false });
  return new Map((data ?? []).filter((e): e is readonly [string, [number, number][]] => e[1] !== null));
}
