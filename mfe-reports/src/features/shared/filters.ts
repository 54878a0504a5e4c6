import { useSearchParams } from 'react-router-dom';
import type { DateBasis, ReportQuery } from '@freightdeck/contracts';

/** The report filters, kept in the page's query string so a view can be linked and reloaded. */
export type ReportFilters = Omit<ReportQuery, 'dateBasis'> & { dateBasis?: DateBasis };
const KEYS = ['from', 'to', 'dateBasis', 'mode', 'organizationId', 'origin', 'destination'] as const;

export function filtersFrom(params: URLSearchParams): ReportFilters {
  const out: ReportFilters = {};
  for (const key of KEYS) {
    const value = params.get(key)?.trim();
    if (!value) continue;
    if (key === 'mode') {
      if (value === 'AIR' || value === 'SEA') out.mode = value;
    } else if (key === 'dateBasis') {
      // BOOKING_DATE is the API's default: only DEPARTURE is written to the query string.
      if (value === 'DEPARTURE') out.dateBasis = value;
    } else if ((key === 'from' || key === 'to') && !/^\d{4}-\d{2}-\d{2}$/.test(value)) {
      continue;
    } else {
      out[key as 'from' | 'to' | 'organizationId' | 'origin' | 'destination'] = key === 'origin' || key === 'destination' ? value.toUpperCase() : value;
    }
  }
  return out;
}

export function toQuery(filters: ReportFilters): Record<string, string> {
  return Object.fromEntries(KEYS.flatMap((k) => (filters[k] ? [[k, String(filters[k])]] : [])));
}

export function useReportFilters() {
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  return {
    filters,
    setFilters: (next: ReportFilters) => setParams(new URLSearchParams(toQuery(next)), { replace: true }),
    filtered: KEYS.some((k) => Boolean(filters[k])),
  };
}
