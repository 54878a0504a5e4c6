export { DATE_PRESETS, formatDate, relativeTime, type DatePreset } from './date-presets';
export { parseDateText, isoToDate, dateToIso, type ParsedDate } from './parse-date';
