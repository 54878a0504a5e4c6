export { BookingStatusBadge, BOOKING_STATUS_TONES, type BookingStatusBadgeProps } from './booking-status-badge';
export {
  countOf, formatRoute, formatMode, formatWeight, formatVolume, formatCo2e, formatChargeable, formatMoney, formatMoneyTotals, formatCount, MODE_LABELS,
  formatNumber, formatBytes, formatCelsius, formatTemperatureRange, formatDay, formatInstant, formatLocalTime, formatPlaceTime, statusLabel, orDash,
} from './format';
export { WatchToggle, type WatchToggleProps } from './watch-toggle';
export { WATCHLIST_KEY, getWatchlist, setWatched, useWatchlist, type Watchlist } from './api/watchlist';
export { BOOKING_STEPS, type BookingStepTitle } from './booking-steps';
export { BOOKING_FIELD_LABELS } from './field-labels';
export { chargesNote } from './charges-note';
