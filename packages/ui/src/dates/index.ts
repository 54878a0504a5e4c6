export { DATE_PRESETS, formatDate, relativeTime, type DatePreset } from './date-presets';
