import { localTime, offsetMinutes, utcTime } from './format';

describe('times at the place', () => {
  it('tells an instant in the zone it was reported in', () => {
    expect(offsetMinutes('-05:30')).toBe(-330);
    expect(localTime('2026-11-21T05:10:00.000Z', '+01:00')).toBe('21 Nov 2026 06:10 (UTC+01:00)');
    expect(localTime('2026-11-20T20:00:00.000Z', '+08:00')).toBe('21 Nov 2026 04:00 (UTC+08:00)');
    expect(localTime('2026-11-20T20:00:00.000Z', null)).toBe('20 Nov 2026 20:00 (UTC)');
    expect(utcTime('2026-12-03T11:00:00.000Z')).toBe('03 Dec 2026 11:00 UTC');
  });
});
