import { countOf } from './format';

describe('report formatters', () => {
  it('write a count with its noun in the right number', () => {
    expect(countOf(1, 'booking')).toBe('1 booking');
    expect(countOf(0, 'booking')).toBe('0 bookings');
    expect(countOf(12_345, 'booking')).toBe('12,345 bookings');
    expect(countOf(3, 'lorry', 'lorries')).toBe('3 lorries');
  });
});
