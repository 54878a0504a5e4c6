import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BookingListItem, BookingPage } from '@freightdeck/contracts';
import { cannedBookingItems } from '../../testing/canned-bookings';
import { apiError, renderBookings, stubApi, type ApiCall, resetBetweenTests } from '../../testing/fake-api';

const page = (items: BookingListItem[], extra: Partial<BookingPage> = {}): BookingPage => ({ items, total: items.length, totalExact: true, page: 1, pageSize: 20, ...extra });
const listCalls = (calls: ApiCall[]) => calls.filter((c) => c.method === 'GET' && c.path === '/v1/bookings');
const lastListQuery = (calls: ApiCall[]) => listCalls(calls).at(-1)?.query;

resetBetweenTests();

describe('the bookings list', () => {
  it('lists the bookings with status, route and links, asking for the newest first', async () => {
    const calls = stubApi((c) => (c.path === '/v1/bookings' ? page(cannedBookingItems) : undefined));
    renderBookings('/bookings');
    const link = await screen.findByRole('link', { name: 'FD-AIR-0042' });
    expect(link).toHaveAttribute('href', '/bookings/7d0c6a3e-1b2f-4c11-9a51-0a6f0c1d0001');
    const row = link.closest('tr') as HTMLElement;
    expect(within(row).getByText('In transit')).toBeInTheDocument();
    expect(within(row).getByText('SIN → FRA')).toBeInTheDocument();
    expect(within(row).getByText('640 kg')).toBeInTheDocument();
    expect(within(row).getByText('2,461 kg CO2e')).toBeInTheDocument();
    expect(within(row).getByText(/ago$/)).toHaveAttribute('datetime', '2026-11-16T09:30:00.000Z');
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toHaveTextContent('1–3 of 3 bookings');
    expect(Object.fromEntries(lastListQuery(calls) ?? [])).toEqual({ sort: '-createdAt', page: '1', pageSize: '20' });
    expect(screen.getByRole('link', { name: 'New booking' })).toHaveAttribute('href', '/bookings/create');
    expect(screen.getByRole('link', { name: 'Drafts' })).toHaveAttribute('href', '/bookings/drafts');
  });

  it('sends the filters, the sort and the page it is given, and goes back to page 1 on a new filter', async () => {
    const many = Array.from({ length: 20 }, (_, i) => ({ ...cannedBookingItems[0] as BookingListItem, id: `id-${i}`, ref: `FD-${i}` }));
    const calls = stubApi((c) => (c.path === '/v1/bookings' ? page(many, { total: 45, page: Number(c.query.get('page')) }) : undefined));
    renderBookings('/bookings');
    await screen.findByRole('link', { name: 'FD-0' });

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(lastListQuery(calls)?.get('page')).toBe('2'));

    await userEvent.click(screen.getByRole('checkbox', { name: 'Pending' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Confirmed' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Mode' }), 'Sea');
    await waitFor(() => expect(lastListQuery(calls)?.get('mode')).toBe('SEA'));
    expect(lastListQuery(calls)?.getAll('status')).toEqual(['PENDING', 'CONFIRMED']);
    expect(lastListQuery(calls)?.get('page')).toBe('1');

    await userEvent.click(within(screen.getByRole('columnheader', { name: /Reference/ })).getByRole('button'));
    await waitFor(() => expect(lastListQuery(calls)?.get('sort')).toBe('ref'));
    expect(screen.getByRole('columnheader', { name: /Reference/ })).toHaveAttribute('aria-sort', 'ascending');

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'acme');
    await waitFor(() => expect(lastListQuery(calls)?.get('q')).toBe('acme'));
    // One call for the whole word, not one per letter.
    expect(listCalls(calls).filter((c) => c.query.get('q')).map((c) => c.query.get('q'))).toEqual(['acme']);
  }, 20_000); // many interactions: slow on a busy machine

  it('opens with the filters of its URL', async () => {
    const calls = stubApi((c) => (c.path === '/v1/bookings' ? page([]) : undefined));
    renderBookings('/bookings?status=ARRIVED&mode=AIR&origin=SIN&dateFrom=2026-11-01&q=PO-1&watched=true');
    expect(await screen.findByText('No bookings match these filters')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Arrived' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Watched only' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Booked from' })).toHaveValue('01 Nov 2026');
    expect(Object.fromEntries(lastListQuery(calls) ?? [])).toMatchObject({ status: 'ARRIVED', mode: 'AIR', origin: 'SIN', dateFrom: '2026-11-01', q: 'PO-1', watched: 'true' });
    // A date typed in the portal's format reaches the API as an ISO day.
    await userEvent.type(screen.getByRole('textbox', { name: 'Booked to' }), '30 Nov 2026');
    await waitFor(() => expect(lastListQuery(calls)?.get('dateTo')).toBe('2026-11-30'));
    // The picker shows the airport once the reference data has loaded (slow on a busy machine).
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Origin' })).toHaveValue('SIN – Singapore Changi Airport'), { timeout: 15_000 });
    await userEvent.click(within(screen.getByRole('table')).getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(Object.fromEntries(lastListQuery(calls) ?? [])).toEqual({ sort: '-createdAt', page: '1', pageSize: '20' }));
  }, 30_000);

  it('watches at once and puts the star back with the error modal when the call fails', async () => {
    const calls = stubApi((c) => {
      if (c.path === '/v1/bookings') return page(cannedBookingItems);
      if (c.path === '/v1/bookings/watchlist/watch') return { bookingIds: ['x', ...(c.body as { bookingIds: string[] }).bookingIds] };
      if (c.path === '/v1/bookings/watchlist/unwatch') return apiError(500, 'INTERNAL_ERROR');
      return undefined;
    });
    renderBookings('/bookings');
    const watch = await screen.findByRole('button', { name: 'Watch FD-SEA-0017' });
    expect(watch).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(watch);
    expect(watch).toHaveAttribute('aria-pressed', 'true');
    expect(calls.find((c) => c.path === '/v1/bookings/watchlist/watch')?.body).toEqual({ bookingIds: ['7d0c6a3e-1b2f-4c11-9a51-0a6f0c1d0002'] });

    const unwatch = screen.getByRole('button', { name: 'Watch FD-AIR-0042' });
    await userEvent.click(unwatch);
    expect(await screen.findByRole('alertdialog', { name: 'Error' })).toBeInTheDocument();
    expect(unwatch).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Watch FD-SEA-0017' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('drops a booking unwatched from a list of watched bookings', async () => {
    let watched = cannedBookingItems.filter((b) => b.watched);
    stubApi((c) => {
      if (c.path === '/v1/bookings') return page(watched);
      if (c.path === '/v1/bookings/watchlist/unwatch') {
        watched = [];
        return { bookingIds: [] };
      }
      return undefined;
    });
    renderBookings('/bookings?watched=true');
    await userEvent.click(await screen.findByRole('button', { name: 'Watch FD-AIR-0042' }));
    expect(await screen.findByText('No bookings match these filters')).toBeInTheDocument();
  });

  it('offers a viewer neither New booking nor Drafts, and says when there are no bookings yet', async () => {
    stubApi((c) => (c.path === '/v1/bookings' ? page([]) : undefined));
    renderBookings('/bookings', { role: 'viewer' });
    expect(await screen.findByText('No bookings yet')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'New booking' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Drafts' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  });

  it('shows the organization filter and column to staff only', async () => {
    const calls = stubApi((c) => (c.path === '/v1/bookings' ? page(cannedBookingItems) : undefined));
    const { unmount } = renderBookings('/bookings', { role: 'operations-agent' });
    await screen.findByRole('link', { name: 'FD-AIR-0042' });
    const organization = screen.getByRole('combobox', { name: 'Organization' });
    expect(within(organization).getAllByRole('option').map((o) => o.textContent)).toEqual(['All organizations', 'Acme Pharma', 'Nordic Fresh Logistics']);
    expect(screen.getByRole('columnheader', { name: 'Organization' })).toBeInTheDocument();
    await userEvent.selectOptions(organization, 'Nordic Fresh Logistics');
    await waitFor(() => expect(lastListQuery(calls)?.get('organizationId')).toBe('00000000-0000-4000-8000-000000000003'));
    unmount();

    renderBookings('/bookings', { role: 'customer-user' });
    await screen.findByRole('link', { name: 'FD-AIR-0042' });
    expect(screen.queryByRole('combobox', { name: 'Organization' })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Organization' })).not.toBeInTheDocument();
  });

  it('tells the user when the list cannot be loaded and tries again', async () => {
    let fail = true;
    stubApi((c) => (c.path === '/v1/bookings' ? (fail ? apiError(503, 'UNAVAILABLE') : page(cannedBookingItems)) : undefined));
    renderBookings('/bookings');
    expect(await screen.findByText('The bookings could not be loaded')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'FD-AIR-0042' })).toBeInTheDocument();
  });
});
