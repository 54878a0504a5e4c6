import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { renderUi } from '../testing/render';
import { Button } from './button';

it('is a non-submitting button that reports clicks and forwards ref and className', async () => {
  const onClick = jest.fn();
  const ref = createRef<HTMLButtonElement>();
  renderUi(<Button ref={ref} className="extra" variant="danger" onClick={onClick}>Delete</Button>);
  const button = screen.getByRole('button', { name: 'Delete' });
  await userEvent.click(button);
  expect(onClick).toHaveBeenCalledTimes(1);
  expect(button).toHaveAttribute('type', 'button');
  expect(button).toHaveAttribute('data-variant', 'danger');
  expect(button).toHaveClass('extra');
  expect(ref.current).toBe(button);
});

it('does not report clicks while disabled', async () => {
  const onClick = jest.fn();
  renderUi(<Button disabled onClick={onClick}>Save</Button>);
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(onClick).not.toHaveBeenCalled();
});
