import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { decodeSchedulePrefill, SCHEDULE_PREFILL_PARAM, storageKeys, type ScheduleSearchResult } from '@freightdeck/contracts';
import { renderInDevShell } from '@freightdeck/dev-shell/testing';
import { routes } from '../../routes';
import { canned } from '../../testing/canned';
import { cannedScheduleSearch, cannedSearch } from '../../testing/canned-schedules';
import { clock, dayOffset, daysOfWeek, duration } from './format';
import { readQuery } from './query';
import { loadRecentSearches, rememberSearch, RECENT_SEARCHES_MAX } from './recent-searches';

beforeEach(() => localStorage.clear());

const SEARCH = '/schedules?mode=AIR&origin=SIN&destination=FRA&from=2026-12-07&to=2026-12-13';
const open = (url: string) => renderInDevShell({ name: 'bookings', routes, canned, url, role: 'customer-user' });

describe('schedule formatting', () => {
  it('writes times, days and durations as a timetable does', () => {
    expect(clock('2026-12-07T23:55')).toBe('23:55');
    expect(dayOffset('2026-12-07T23:55', '2026-12-08T05:55')).toBe(1);
    expect(dayOffset('2026-12-31T23:55', '2027-01-01T05:55')).toBe(1);
    expect(daysOfWeek('1234567')).toBe('Daily');
    expect(daysOfWeek('136')).toBe('Mon Wed Sat');
    expect(duration(785)).toBe('13 h 05 min');
    expect(duration(60 * 60, 'SEA')).toBe('2 d 12 h');
  });

  it('reads the query of the address with the next 7 days as default', () => {
    const q = readQuery(new URLSearchParams('origin=sin&destination=FRA'), new Date(2026, 11, 7));
    expect(q).toEqual({ mode: 'AIR', origin: 'SIN', destination: 'FRA', from: '2026-12-07', to: '2026-12-13', directOnly: false, complete: true });
  });
});

describe('recent searches', () => {
  it('keeps the last 10, newest first, one per search, under the schedule/records key', () => {
    for (let i = 0; i < 12; i++) rememberSearch({ mode: 'AIR', origin: 'SIN', destination: `FR${i}`, from: '2026-12-07', to: '2026-12-13', directOnly: false });
    rememberSearch({ mode: 'AIR', origin: 'SIN', destination: 'FR5', from: '2026-12-07', to: '2026-12-13', directOnly: false });
    const list = loadRecentSearches();
    expect(list).toHaveLength(RECENT_SEARCHES_MAX);
    expect(list.map((q) => q.destination).slice(0, 3)).toEqual(['FR5', 'FR11', 'FR10']);
    expect(JSON.parse(localStorage.getItem(storageKeys.scheduleRecords)!)).toHaveLength(10);
    expect(storageKeys.scheduleRecords).toBe('freightdeck/schedule/records');
  });
});

describe('/schedules', () => {
  it('shows the options of the address with local times, the +1 day marker, stops and cut-off', async () => {
    open(SEARCH);
    const list = await screen.findByRole('region', { name: 'Results' }).catch(() => screen.findByLabelText('Results'));
    const cards = await within(list).findAllByRole('listitem', { name: /SIN to FRA/ });
    expect(cards).toHaveLength(cannedScheduleSearch.options.length);
    const cx = cards.find((c) => c.getAttribute('aria-label')!.startsWith('CX714, CX289'))!;
    expect(within(cx).getByLabelText('plus 1 day')).toHaveTextContent('+1');
    expect(cx).toHaveTextContent(/1 stop · HKG · 9 h 15 min/);
    expect(cx).toHaveTextContent(/Cut-off/);
    expect(screen.getByText(new RegExp(`${cannedScheduleSearch.options.length} options, earliest arrival first`))).toBeInTheDocument();
  });

  // The address asks for the week after the recorded one: the canned timetable moves its options by 7 days.
  it('Book opens the booking form with the option in the address', async () => {
    open(SEARCH);
    const [first] = await screen.findAllByRole('link', { name: 'Book' });
    const url = new URL(first!.getAttribute('href')!, 'http://x');
    expect(url.pathname).toBe('/bookings/create');
    const prefill = decodeSchedulePrefill(url.searchParams.get(SCHEDULE_PREFILL_PARAM));
    expect(prefill).toMatchObject({ mode: 'AIR', origin: 'SIN', destination: 'FRA', scheduleOptionId: `${cannedScheduleSearch.options[0]!.id}+7` });
    expect(prefill!.legs[0]).toMatchObject({ carrier: cannedScheduleSearch.options[0]!.legs[0]!.carrier, from: 'SIN', to: 'FRA' });
  });

  it('a recent search runs again with one click; × removes it', async () => {
    rememberSearch({ mode: 'SEA', origin: 'CNSHA', destination: 'NLRTM', from: '2026-12-07', to: '2026-12-20', directOnly: false });
    open('/schedules');
    const recent = await screen.findByRole('region', { name: 'Recent searches' }).catch(() => screen.findByLabelText('Recent searches'));
    await userEvent.click(within(recent).getByRole('button', { name: /^Sea CNSHA → NLRTM/ }));
    expect(await screen.findAllByRole('listitem', { name: /CNSHA to NLRTM/ })).not.toHaveLength(0);
    await userEvent.click(within(recent).getByRole('button', { name: /Remove Sea CNSHA → NLRTM/ }));
    await waitFor(() => expect(loadRecentSearches()).toEqual([]));
  });

  it('asks for the places before searching', async () => {
    open('/schedules');
    await userEvent.click(await screen.findByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Choose where from')).toBeInTheDocument();
    expect(screen.getByText('Choose where to')).toBeInTheDocument();
  });
});

describe('the canned timetable', () => {
  const search = (q: Record<string, string>) => cannedSearch({ query: new URLSearchParams(q) });

  it('answers by mode, origin and destination, in any week, direct only when asked', () => {
    const air = search({ mode: 'AIR', origin: 'SIN', destination: 'FRA', from: '2027-01-04', to: '2027-01-10' }) as ScheduleSearchResult;
    expect(air.options.length).toBe(cannedScheduleSearch.options.length);
    expect(air.options.every((o) => o.legs[0]!.from === 'SIN' && o.legs.at(-1)!.to === 'FRA' && o.legs[0]!.departure.local >= '2027-01-04')).toBe(true);
    const direct = search({ mode: 'AIR', origin: 'SIN', destination: 'FRA', from: '2027-01-04', to: '2027-01-10', directOnly: 'true' }) as ScheduleSearchResult;
    expect(direct.options.length).toBeGreaterThan(0);
    expect(direct.options.every((o) => o.stops === 0)).toBe(true);
    const sea = search({ mode: 'SEA', origin: 'CNSHA', destination: 'NLRTM', from: '2027-01-04', to: '2027-01-31' }) as ScheduleSearchResult;
    expect(sea.options.every((o) => o.mode === 'SEA' && o.legs[0]!.vesselImo)).toBe(true);
    expect(sea.options.length).toBeGreaterThan(0);
    expect((search({ mode: 'SEA', origin: 'SIN', destination: 'FRA' }) as ScheduleSearchResult).options).toEqual([]);
    expect((search({ mode: 'AIR', origin: 'SIN', destination: 'FRA', from: '2027-01-04', to: '2027-01-03' }) as { status: number }).status).toBe(400);
  });
});
