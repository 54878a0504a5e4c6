import { screen } from '@testing-library/react';
import { renderUi } from '../testing/render';
import { Spinner } from './spinner';

it('announces loading with its label', () => {
  renderUi(<Spinner label="Loading bookings" />);
  expect(screen.getByRole('status', { name: 'Loading bookings' })).toBeInTheDocument();
});
