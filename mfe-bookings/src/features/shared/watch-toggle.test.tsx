import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UiProvider } from '@freightdeck/ui';
import { WatchToggle } from './watch-toggle';

it('is a pressed-state toggle named after its booking that asks for the other state', async () => {
  const onToggle = jest.fn();
  const { rerender } = render(<UiProvider><WatchToggle watched={false} subject="FD-1" onToggle={onToggle} /></UiProvider>);
  const toggle = screen.getByRole('button', { name: 'Watch FD-1' });
  expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await userEvent.click(toggle);
  expect(onToggle).toHaveBeenLastCalledWith(true);
  rerender(<UiProvider><WatchToggle watched subject="FD-1" onToggle={onToggle} /></UiProvider>);
  expect(screen.getByRole('button', { name: 'Watch FD-1' })).toHaveAttribute('aria-pressed', 'true');
  await userEvent.click(screen.getByRole('button', { name: 'Watch FD-1' }));
  expect(onToggle).toHaveBeenLastCalledWith(false);
});
