import type { TrackingSummary } from '@freightdeck/contracts';
import { arrivingThisWeek, byExcursion } from './select';

const NOW = Date.parse('2026-11-27T12:00:00Z');
const DAY = 86_400_000;
const shipment = (ref: string, extra: Partial<TrackingSummary>): TrackingSummary => ({
  bookingId: ref, ref, mode: 'AIR', status: 'IN_TRANSIT', origin: 'SIN', destination: 'FRA', carrierReference: null, milestone: 'Departed',
  lastEvent: null, plannedArrival: null, eta: null, punctuality: 'ON_TIME', excursions: 0, openExcursion: false, ...extra,
});

it('keeps shipments in transit due within the week (late ones too), the soonest first', () => {
  const items = [
    shipment('later', { eta: new Date(NOW + 6 * DAY).toISOString() }),
    shipment('too-late', { eta: new Date(NOW + 8 * DAY).toISOString() }),
    shipment('overdue', { eta: new Date(NOW - DAY).toISOString(), punctuality: 'LATE' }),
    shipment('arrived', { status: 'ARRIVED', eta: new Date(NOW).toISOString() }),
    shipment('no-eta', {}),
  ];
  expect(arrivingThisWeek(items, NOW).map((s) => s.ref)).toEqual(['overdue', 'later']);
});

it('puts open excursions first, then the most', () => {
  const items = [
    shipment('closed-3', { excursions: 3 }),
    shipment('open-1', { excursions: 1, openExcursion: true }),
    shipment('none', {}),
    shipment('closed-1', { excursions: 1 }),
  ];
  expect(byExcursion(items).map((s) => s.ref)).toEqual(['open-1', 'closed-3', 'closed-1']);
});
