import { formatDate, relativeTime } from './date-presets';

const now = new Date(2026, 5, 15, 12, 0, 0);
const ago = (ms: number) => new Date(now.getTime() - ms);
const S = 1000;
const MIN = 60 * S;
const H = 60 * MIN;
const D = 24 * H;

describe('formatDate', () => {
  it('defaults to HH:mm:ss', () => {
    expect(formatDate(new Date(2026, 0, 2, 7, 5, 9))).toBe('07:05:09');
  });
  it('formats presets and returns an empty string for nothing', () => {
    expect(formatDate(new Date(2026, 0, 2, 7, 5, 9), 'date')).toBe('02 Jan 2026');
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});

describe('relativeTime', () => {
  it.each([
    [30 * S, 'a few secs ago'],
    [59 * S, 'a few secs ago'],
    [60 * S, '1min ago'],
    [2 * MIN, '2mins ago'],
    [59 * MIN, '59mins ago'],
    [60 * MIN, '1h ago'],
    [23 * H, '23h ago'],
    [24 * H, '1d ago'],
    [29 * D, '29d ago'],
    [45 * D, '1m ago'],
    [200 * D, '7m ago'],
    [365 * D, '1y ago'],
    [3 * 365 * D, '3y ago'],
  ])('%d ms ago reads "%s"', (ms, expected) => {
    expect(relativeTime(ago(ms), now)).toBe(expected);
  });

  it('labels the future with "in"', () => {
    expect(relativeTime(new Date(now.getTime() + 2 * H), now)).toBe('in 2h');
  });
});
