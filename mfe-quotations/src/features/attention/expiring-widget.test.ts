import { weekEnd } from './api';
import { daysLeft, endsIn } from './expiring-widget';

it('counts the days left to a quotation\'s last valid day and says them', () => {
  const now = new Date(2026, 10, 27, 15);
  expect(weekEnd(now)).toBe('2026-12-04');
  expect(daysLeft('2026-11-27', now)).toBe(0);
  expect(daysLeft('2026-12-04', now)).toBe(7);
  expect([0, 1, 5].map(endsIn)).toEqual(['last day today', 'ends tomorrow', 'ends in 5 days']);
});
