import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations } from '../testing/axe';
import { renderUi } from '../testing/render';
import { TextAreaField } from './text-area-field';

it('is a labelled textbox of three rows that shows its error', async () => {
  renderUi(<TextAreaField label="Reason" required error="Give a reason" />);
  const textarea = screen.getByRole('textbox', { name: 'Reason' });
  expect(textarea.tagName).toBe('TEXTAREA');
  expect(textarea).toHaveAttribute('rows', '3');
  await userEvent.type(textarea, 'Wrong address{Enter}second line');
  expect(textarea).toHaveValue('Wrong address\nsecond line');
  expect(textarea).toBeRequired();
  expect(textarea).toHaveAttribute('aria-invalid', 'true');
  expect(textarea).toHaveAccessibleDescription('Give a reason');
  expect(await axeViolations()).toEqual([]);
});

it('has no error state without an error', () => {
  renderUi(<TextAreaField label="Remarks" rows={5} />);
  const textarea = screen.getByRole('textbox', { name: 'Remarks' });
  expect(textarea).toHaveAttribute('rows', '5');
  expect(textarea).not.toHaveAttribute('aria-invalid');
  expect(textarea).not.toHaveAttribute('aria-describedby');
});
