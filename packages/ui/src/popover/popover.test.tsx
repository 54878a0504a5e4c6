import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations } from '../testing/axe';
import { renderUi } from '../testing/render';
import { Popover } from './popover';

function renderPopover() {
  return renderUi(
    <>
      <Popover label="Notifications" trigger="🔔" title="Notifications" headerAction={<button type="button">Mark all as read</button>} footer={<a href="/n">View All</a>}>
        <p>No notification</p>
      </Popover>
      <p>Outside</p>
    </>,
  );
}

it('opens a named panel from its trigger; Escape closes it and returns focus', async () => {
  renderPopover();
  const trigger = screen.getByRole('button', { name: 'Notifications' });
  expect(trigger).toHaveAttribute('aria-expanded', 'false');
  await userEvent.click(trigger);
  const panel = screen.getByRole('dialog', { name: 'Notifications' });
  expect(panel).toHaveTextContent('Mark all as read');
  expect(panel).toHaveTextContent('View All');
  expect(trigger).toHaveAttribute('aria-expanded', 'true');
  expect(await axeViolations()).toEqual([]);
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(trigger).toHaveFocus();
});

it('closes on a click outside but not inside', async () => {
  renderPopover();
  await userEvent.click(screen.getByRole('button', { name: 'Notifications' }));
  await userEvent.click(screen.getByText('No notification'));
  expect(screen.getByRole('dialog')).toBeInTheDocument();
  await userEvent.click(screen.getByText('Outside'));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});
