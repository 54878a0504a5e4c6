import { screen } from '@testing-library/react';
import { renderInDevShell } from '@freightdeck/dev-shell/testing';
import { routes } from './routes';
import { canned } from './testing/canned';

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

  it('a booking shows the id it was opened with', async () => {
    expect(await heading('/bookings/4f1c2a')).toHaveTextContent('Booking details');
    expect(screen.getByText('4f1c2a')).toBeInTheDocument();
  });

  it.each([
    ['/bookings/print/FD-AIR-0042', 'Booking print'],
    ['/bookings/FD-AIR-0042/delivery', 'Booking delivery'],
  ])('public %s opens without a signed-in user and shows the reference', async (url, name) => {
    expect(await heading(url, 'signed-in')).toHaveTextContent(name);
    expect(screen.getByText('FD-AIR-0042')).toBeInTheDocument();
  });

  it('the dev shell sets the shell title', async () => {
    await heading('/schedules');
    expect(document.title).toBe('Schedules | Freightdeck');
  });
});
