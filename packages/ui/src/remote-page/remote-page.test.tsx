import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { UiProvider } from '../ui-provider';
import { RemotePage } from './remote-page';

function renderAt(path: string, pattern: string) {
  return render(
    <UiProvider>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={pattern} element={<RemotePage remote="bookings" title="Booking details" param={{ name: 'id', label: 'Booking' }} />} />
        </Routes>
      </MemoryRouter>
    </UiProvider>,
  );
}

describe('RemotePage', () => {
  it('is a region named by its heading and marked with its remote', () => {
    renderAt('/bookings/BK-1001', '/bookings/:id');
    const region = screen.getByRole('region', { name: 'Booking details' });
    expect(region).toHaveAttribute('data-remote', 'bookings');
    expect(screen.getByRole('heading', { level: 1, name: 'Booking details' })).toBeInTheDocument();
  });

  it('takes its name from the heading alone, not from the actions beside it', () => {
    render(
      <UiProvider>
        <MemoryRouter>
          <RemotePage remote="bookings" title="Bookings" actions={<button type="button">New booking</button>} />
        </MemoryRouter>
      </UiProvider>,
    );
    expect(screen.getByRole('region', { name: 'Bookings' })).toContainElement(screen.getByRole('button', { name: 'New booking' }));
  });

  it('shows the route parameter it was opened with', () => {
    renderAt('/bookings/BK-1001', '/bookings/:id');
    expect(screen.getByText('BK-1001')).toBeInTheDocument();
  });
});
