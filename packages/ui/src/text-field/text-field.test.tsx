import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from '../testing/render';
import { TextField } from './text-field';

it('is reachable by its label and shows its error', async () => {
  renderUi(<TextField label="E-mail" error="Required" />);
  const input = screen.getByLabelText('E-mail');
  await userEvent.type(input, 'a@b.test');
  expect(input).toHaveValue('a@b.test');
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(input).toHaveAccessibleDescription('Required');
});
