import { screen } from '@testing-library/react';
import { renderInDevShell } from '@freightdeck/dev-shell/testing';
import { routes } from './routes';
import { canned } from './testing/canned';
import { cannedDetails } from './testing/canned-details';

beforeEach(() => localStorage.clear());

async function heading(url: string, role: 'platform-administrator' | 'signed-in' = 'platform-administrator') {
  renderInDevShell({ name: 'bookings', routes, canned, url, role });
  return screen.findByRole('heading', { level: 1 });
}

describe('bookings pages', () => {
  it.each([
    ['/bookings', 'Bookings'],
    ['/bookings/drafts', 'Booking drafts'],
    ['/bookings/create', 'Create booking'],
    ['/schedules', 'Schedules'],
  ])('%s shows its heading inside the bookings remote marker', async (url, name) => {
    const h1 = await heading(url);
    expect(h1).toHaveTextContent(name);
    expect(h1.closest('[data-remote="bookings"]')).toBe(screen.getByRole('region', { name }));
  });

  it('a booking opens by its ref inside the bookings remote marker (canned details)', async () => {
    renderInDevShell({ name: 'bookings', routes, canned: { ...canned, ...cannedDetails }, url: '/bookings/FD-AIR-0042' });
    const h1 = await screen.findByRole('heading', { level: 1, name: 'Booking FD-AIR-0042' });
    expect(h1.closest('[data-remote="bookings"]')).toBe(screen.getByRole('region', { name: 'Booking FD-AIR-0042' }));
    expect(await screen.findByRole('img', { name: /Temperature of data logger TT4-100231/ })).toBeInTheDocument();
  });

  it('a booking that is not there says so under the page heading', async () => {
    expect(await heading('/bookings/4f1c2a')).toHaveTextContent('Booking details');
    expect(await screen.findByRole('alert')).toHaveTextContent('There is no booking 4f1c2a that you may see.');
  });

  it.each([
    // Without a share token and a session there is nothing to show: each page says what to do.
    ['/bookings/print/FD-AIR-0042', 'Sign in to print this booking'],
    ['/bookings/FD-AIR-0042/delivery', 'This link is incomplete'],
  ])('public %s opens without a signed-in user, inside the bookings remote marker, and names the reference', async (url, name) => {
    const h1 = await heading(url, 'signed-in');
    expect(h1).toHaveTextContent(name);
    expect(h1.closest('[data-remote="bookings"]')).not.toBeNull();
    expect(screen.getByText(/FD-AIR-0042/)).toBeInTheDocument();
  });

  it('the dev shell sets the shell title', async () => {
    await heading('/schedules');
    expect(document.title).toBe('Schedules | Freightdeck');
  });
});
