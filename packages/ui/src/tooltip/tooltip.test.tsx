import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations } from '../testing/axe';
import { renderUi } from '../testing/render';
import { Tooltip } from './tooltip';

it('shows on hover and on focus, describes the element, and Escape hides it', async () => {
  renderUi(<Tooltip content="Dashboard" placement="right"><a href="/dashboard" aria-label="Dashboard">D</a></Tooltip>);
  expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  await userEvent.hover(screen.getByRole('link'));
  expect(screen.getByRole('tooltip')).toHaveTextContent('Dashboard');
  expect(screen.getByRole('tooltip')).toHaveAttribute('data-placement', 'right');
  await userEvent.unhover(screen.getByRole('link'));
  expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

  await userEvent.tab();
  expect(screen.getByRole('tooltip')).toBeInTheDocument();
  expect(await axeViolations()).toEqual([]);
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
});

it('renders only the child when disabled', async () => {
  renderUi(<Tooltip content="Dashboard" disabled><button type="button">Dashboard</button></Tooltip>);
  await userEvent.hover(screen.getByRole('button'));
  expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
});
