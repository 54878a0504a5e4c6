import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from '../testing/render';
import { UnavailableSection } from './unavailable-section';

it('names the section and retries on request', async () => {
  const onRetry = jest.fn();
  renderUi(<UnavailableSection name="Bookings" onRetry={onRetry} />);
  expect(screen.getByRole('region', { name: 'Bookings is unavailable' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(onRetry).toHaveBeenCalledTimes(1);
});

it('cannot retry while a retry runs', () => {
  renderUi(<UnavailableSection name="Reports" onRetry={jest.fn()} retrying />);
  expect(screen.getByRole('button', { name: 'Retrying…' })).toBeDisabled();
});
