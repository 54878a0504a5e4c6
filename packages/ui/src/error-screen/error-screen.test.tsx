import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from '../testing/render';
import { ErrorScreen } from './error-screen';

it('shows its texts and refreshes on request', async () => {
  const onRefresh = jest.fn();
  renderUi(<ErrorScreen onRefresh={onRefresh} />);
  expect(screen.getByRole('heading', { level: 1, name: 'Oops!' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
  expect(screen.getByText('This service is temporarily unavailable.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Freightdeck home' })).toHaveAttribute('href', '/');
  await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
  expect(onRefresh).toHaveBeenCalledTimes(1);
});
