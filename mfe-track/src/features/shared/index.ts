export * from './api/tracking';
export * from './format';
export { Timeline } from './timeline';
export { PunctualityBadge, TrackingView } from './tracking-view';
