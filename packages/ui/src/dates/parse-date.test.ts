import { dateToIso, isoToDate, parseDateText } from './parse-date';

const now = new Date(2026, 10, 20);

describe('parseDateText', () => {
  it.each([
    ['25 Nov 2026', '2026-11-25', true],
    ['25 nov 26', '2026-11-25', false],
    ['25 November 2026', '2026-11-25', true],
    ['25-Nov-2026', '2026-11-25', true],
    ['1st Sept 2027', '2027-09-01', true],
    ['Nov 25, 2026', '2026-11-25', true],
    ['25/11/2026', '2026-11-25', true],
    ['5.1.2027', '2027-01-05', true],
    ['25-11-26', '2026-11-25', false],
    ['2026-11-25', '2026-11-25', true],
    ['2026-11-2', '2026-11-02', false],
    ['25 Nov', '2026-11-25', false],
    ['  25   Nov   2026 ', '2026-11-25', true],
  ])('"%s" is %s (complete: %s)', (text, iso, complete) => {
    expect(parseDateText(text, now)).toEqual({ iso, complete });
  });

  it.each(['', 'tomorrow', '31 Feb 2026', '29/02/2027', '11/25/2026', '25 No 2026', '25 Nov 202', '2026-13-01', '0/1/2026'])('refuses "%s"', (text) => {
    expect(parseDateText(text, now)).toBeNull();
  });

  it('takes 29 February in a leap year', () => {
    expect(parseDateText('29 Feb 2028', now)?.iso).toBe('2028-02-29');
  });
});

describe('isoToDate and dateToIso', () => {
  it('go between an ISO day and a local midnight, whatever the time zone', () => {
    const date = isoToDate('2026-03-29')!;
    expect([date.getFullYear(), date.getMonth(), date.getDate(), date.getHours()]).toEqual([2026, 2, 29, 0]);
    expect(dateToIso(date)).toBe('2026-03-29');
    expect(isoToDate('29 Mar 2026')).toBeUndefined();
    expect(isoToDate('')).toBeUndefined();
  });
});
