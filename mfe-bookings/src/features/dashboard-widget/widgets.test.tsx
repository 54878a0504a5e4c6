import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { configureAuth } from '@freightdeck/auth';
import { hasPermission } from '@freightdeck/contracts';
import { permissionsOf } from '@freightdeck/dev-shell';
import { UiProvider } from '@freightdeck/ui';
import { cannedBookingItems, cannedStatusCounts } from '../../testing/canned-bookings';
import { apiError, stubApi, type ApiCall } from '../../testing/fake-api';
import { widgets } from '../../widgets';
import StatusCountsWidget from './status-counts-widget';
import WatchlistWidget from './watchlist-widget';

function Where() {
  const location = useLocation();
  return <output aria-label="location">{location.pathname + location.search}</output>;
}

function renderWidget(Widget: ComponentType) {
  configureAuth({ baseUrl: '', fetch: (...args) => globalThis.fetch(...args) });
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <UiProvider>
        <MemoryRouter initialEntries={['/dashboard']}>
          <Routes><Route path="*" element={<><Widget /><Where /></>} /></Routes>
        </MemoryRouter>
      </UiProvider>
    </SWRConfig>,
  );
}

const at = (calls: ApiCall[], path: string) => calls.filter((c) => c.path === path);

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

describe('the bookings dashboard widgets', () => {
  it('are exposed in order, each for any booking viewer, each loading its component', async () => {
    expect(widgets.map((w) => [w.id, w.order])).toEqual([['booking-status-counts', 10], ['booking-watchlist', 20]]);
    for (const w of widgets) {
      expect(hasPermission(permissionsOf('Viewer'), w.permission)).toBe(true);
      expect(hasPermission(['quotation'], w.permission)).toBe(false);
      expect(typeof (await w.component()).default).toBe('function');
    }
  });

  it('count bookings per status, each count opening the list filtered to it, by mode on request', async () => {
    const calls = stubApi((c) => (c.path === '/v1/bookings/statuses/count' ? (c.query.get('mode') === 'SEA' ? { counts: { ...cannedStatusCounts.counts, CONFIRMED: 7 }, total: 7 } : cannedStatusCounts) : undefined));
    renderWidget(StatusCountsWidget);
    const pending = await screen.findByRole('link', { name: 'Pending: 1 booking' });
    expect(pending).toHaveAttribute('href', '/bookings?status=PENDING');
    expect(screen.getByRole('link', { name: 'Delivered: 0 bookings' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All 3 bookings' })).toHaveAttribute('href', '/bookings');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Mode' }), 'Sea');
    const confirmed = await screen.findByRole('link', { name: 'Confirmed: 7 bookings' });
    expect(confirmed).toHaveAttribute('href', '/bookings?status=CONFIRMED&mode=SEA');
    expect(at(calls, '/v1/bookings/statuses/count').map((c) => c.query.get('mode'))).toEqual([null, 'SEA']);
    await userEvent.click(confirmed);
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/bookings?status=CONFIRMED&mode=SEA');
  });

  it('say when the counts cannot be loaded, and try again', async () => {
    let fail = true;
    stubApi((c) => (c.path === '/v1/bookings/statuses/count' ? (fail ? apiError(503, 'UNAVAILABLE') : cannedStatusCounts) : undefined));
    renderWidget(StatusCountsWidget);
    expect(await screen.findByRole('alert')).toHaveTextContent('The booking counts could not be loaded.');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Pending: 1 booking' })).toBeInTheDocument();
  });

  it('list the watched bookings with their status, linking to all of them', async () => {
    const ids = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];
    const calls = stubApi((c) => {
      if (c.path === '/v1/bookings/watchlist') return { bookingIds: ids };
      if (c.path === '/v1/bookings') return { items: cannedBookingItems.slice(0, 2), total: 7, totalExact: true, page: 1, pageSize: 5 };
      return undefined;
    });
    renderWidget(WatchlistWidget);
    const list = await screen.findByRole('list', { name: 'Watched bookings' });
    const first = within(list).getAllByRole('listitem')[0] as HTMLElement;
    expect(within(first).getByRole('link', { name: 'FD-AIR-0042' })).toHaveAttribute('href', '/bookings/7d0c6a3e-1b2f-4c11-9a51-0a6f0c1d0001');
    expect(within(first).getByText('In transit')).toBeInTheDocument();
    expect(first).toHaveTextContent('SIN → FRA · Air');
    expect(screen.getByRole('link', { name: 'All 7 watched bookings' })).toHaveAttribute('href', '/bookings?watched=true');
    expect(Object.fromEntries(at(calls, '/v1/bookings')[0]?.query ?? [])).toEqual({ watched: 'true', sort: '-createdAt', page: '1', pageSize: '5' });
  });

  it('invite the user to watch bookings when the watchlist is empty, without asking for the bookings', async () => {
    const calls = stubApi((c) => (c.path === '/v1/bookings/watchlist' ? { bookingIds: [] } : undefined));
    renderWidget(WatchlistWidget);
    expect(await screen.findByText(/You are not watching any booking/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'bookings list' })).toHaveAttribute('href', '/bookings');
    await waitFor(() => expect(at(calls, '/v1/bookings/watchlist')).toHaveLength(1));
    expect(at(calls, '/v1/bookings')).toHaveLength(0);
  });
});
