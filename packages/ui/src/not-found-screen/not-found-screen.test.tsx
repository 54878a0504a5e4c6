import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { UiProvider } from '../ui-provider';
import { NotFoundScreen } from './not-found-screen';

function renderAt(entries: string[]) {
  render(
    <UiProvider>
      <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
        <Routes>
          <Route path="/" element={<h1>Home page</h1>} />
          <Route path="/bookings" element={<h1>Bookings page</h1>} />
          <Route path="*" element={<NotFoundScreen />} />
        </Routes>
      </MemoryRouter>
    </UiProvider>,
  );
}

it('shows its texts and a logo link to /', () => {
  renderAt(['/nowhere']);
  expect(screen.getByRole('heading', { level: 1, name: '404' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Not Found' })).toBeInTheDocument();
  expect(screen.getByText('The page you requested is not found.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Freightdeck home' })).toHaveAttribute('href', '/');
});

it('Back goes back in history', async () => {
  renderAt(['/bookings', '/nowhere']);
  await userEvent.click(screen.getByRole('button', { name: 'Back' }));
  expect(screen.getByRole('heading', { name: 'Bookings page' })).toBeInTheDocument();
});

it('Home goes to /', async () => {
  renderAt(['/bookings', '/nowhere']);
  await userEvent.click(screen.getByRole('link', { name: 'Home' }));
  expect(screen.getByRole('heading', { name: 'Home page' })).toBeInTheDocument();
});

it('inside the layout it leaves the logo to the menu', () => {
  render(<UiProvider><MemoryRouter><NotFoundScreen embedded /></MemoryRouter></UiProvider>);
  expect(screen.getByRole('heading', { name: '404' })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Freightdeck home' })).not.toBeInTheDocument();
});

it('is the page’s main landmark alone, and a named section inside the signed-in layout', async () => {
  const { axeViolations } = await import('../testing/axe');
  const { unmount } = render(<UiProvider><MemoryRouter><NotFoundScreen /></MemoryRouter></UiProvider>);
  expect(screen.getByRole('main')).toHaveTextContent('Not Found');
  expect(await axeViolations()).toEqual([]);
  unmount();
  render(<UiProvider><MemoryRouter><main><NotFoundScreen embedded /></main></MemoryRouter></UiProvider>);
  expect(screen.getAllByRole('main')).toHaveLength(1);
  expect(screen.getByRole('region', { name: '404' })).toHaveTextContent('The page you requested is not found.');
  expect(screen.queryByRole('link', { name: 'Freightdeck home' })).not.toBeInTheDocument();
});

it('titles the document "Not Found | Freightdeck" while it shows, and gives the title back when it goes', () => {
  document.title = 'Bookings | Freightdeck';
  const { unmount } = render(
    <UiProvider>
      <MemoryRouter>
        <NotFoundScreen />
      </MemoryRouter>
    </UiProvider>,
  );
  expect(document.title).toBe('Not Found | Freightdeck');
  unmount();
  expect(document.title).toBe('Bookings | Freightdeck');
});
