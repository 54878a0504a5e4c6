import dayjs, { type ConfigType } from 'dayjs';

/**
 * The one place with date format strings: features pick a preset by name. The default time format
 * is HH:mm:ss (docs/product/constants.md#time-formats).
 */
export const DATE_PRESETS = {
  time: 'HH:mm:ss',
  shortTime: 'HH:mm',
  date: 'DD MMM YYYY',
  dateTime: 'DD MMM YYYY HH:mm',
  shortDate: 'DD MMM',
  monthYear: 'MMM YYYY',
  isoDate: 'YYYY-MM-DD',
  /** A calendar's day, read out: "Wednesday 25 November 2026". */
  longDate: 'dddd D MMMM YYYY',
  /** A calendar's month: "November 2026". */
  longMonthYear: 'MMMM YYYY',
} as const;

export type DatePreset = keyof typeof DATE_PRESETS;

/** Formats a date with a preset; an empty or invalid value gives an empty string. */
export function formatDate(value: ConfigType, preset: DatePreset = 'time'): string {
  if (value === null || value === undefined || value === '') return '';
  const date = dayjs(value);
  return date.isValid() ? date.format(DATE_PRESETS[preset]) : '';
}

// Abbreviated labels, and the thresholds at which a unit gives way to the next
// (docs/product/constants.md#relative-time).
const THRESHOLDS = { second: 59, minute: 59, hour: 23, day: 29, month: 11 } as const;

const label = (n: number, one: string, many: string) => (n <= 1 ? one : many.replace('%d', String(n)));

/**
 * "2mins ago", "in 3h": the labels of docs/product/constants.md#relative-time (1min, 2mins, 1h, 1d,
 * 1m, 1y; "in %s" / "%s ago"). Done here rather than with dayjs' relativeTime plugin, whose
 * thresholds are global to the shared dayjs instance and would depend on which app extended it
 * first.
 */
export function relativeTime(value: ConfigType, now: ConfigType = undefined): string {
  const date = dayjs(value);
  const base = dayjs(now);
  if (!date.isValid()) return '';
  const ms = base.diff(date);
  const past = ms >= 0;
  const abs = Math.abs(ms) / 1000;
  const months = Math.round(Math.abs(base.diff(date, 'month', true)));
  const years = Math.round(Math.abs(base.diff(date, 'year', true)));
  let text: string;
  if (Math.round(abs) <= THRESHOLDS.second) text = 'a few secs';
  else if (Math.round(abs / 60) <= THRESHOLDS.minute) text = label(Math.round(abs / 60), '1min', '%dmins');
  else if (Math.round(abs / 3600) <= THRESHOLDS.hour) text = label(Math.round(abs / 3600), '1h', '%dh');
  else if (Math.round(abs / 86400) <= THRESHOLDS.day) text = label(Math.round(abs / 86400), '1d', '%dd');
  else if (months <= THRESHOLDS.month) text = label(Math.max(months, 1), '1m', '%dm');
  else text = label(Math.max(years, 1), '1y', '%dy');
  return past ? `${text} ago` : `in ${text}`;
}
