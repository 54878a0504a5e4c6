import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '../button';
import { axeViolations } from '../testing/axe';
import { renderUi } from '../testing/render';
import { EmptyState } from './empty-state';

it('says what is empty and why, and offers the next step', async () => {
  const onClear = jest.fn();
  renderUi(<EmptyState title="No bookings match" description="Try fewer filters."><Button onClick={onClear}>Clear filters</Button></EmptyState>);
  expect(screen.getByText('No bookings match')).toBeInTheDocument();
  expect(screen.getByText('Try fewer filters.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
  expect(onClear).toHaveBeenCalled();
  expect(await axeViolations()).toEqual([]);
});
