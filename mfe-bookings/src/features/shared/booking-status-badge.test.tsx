import { render, screen } from '@testing-library/react';
import { BOOKING_STATUSES } from '@freightdeck/contracts';
import { UiProvider } from '@freightdeck/ui';
import { BOOKING_STATUS_TONES, BookingStatusBadge } from './booking-status-badge';

it('shows the status label, with a tone per status', () => {
  render(<UiProvider><BookingStatusBadge status="IN_TRANSIT" /><BookingStatusBadge status="CANCELLED" /></UiProvider>);
  expect(screen.getByText('In transit')).toHaveAttribute('data-tone', 'accent');
  expect(screen.getByText('Cancelled')).toHaveAttribute('data-tone', 'danger');
  expect(BOOKING_STATUSES.every((s) => BOOKING_STATUS_TONES[s])).toBe(true);
});
