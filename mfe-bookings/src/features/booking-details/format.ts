import { formatDate } from '@freightdeck/ui';

/** Number and value formatting of the details page; dates go through the ui dates module. */
export const formatNumber = (value: number, digits = 2): string => value.toLocaleString('en', { maximumFractionDigits: digits });



export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${formatNumber(bytes / 1024, 1)} KB`;
  return `${formatNumber(bytes / (1024 * 1024), 1)} MB`;
}

export const formatInstant = (iso: string | null | undefined): string => formatDate(iso, 'dateTime') || '—';

export const formatTemperature = (celsius: number): string => `${formatNumber(celsius, 1)} °C`;

/** `cargo.pieces.0.weightKg` → `cargo › pieces › 1 › weightKg` (positions counted from 1 for people). */
export { formatValue } from './format-value';

export const formatPath = (path: string): string => path.split('.').map((part) => (/^\d+$/.test(part) ? String(Number(part) + 1) : part)).join(' › ');
