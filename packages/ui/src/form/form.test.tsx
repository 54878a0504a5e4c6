import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '../button';
import { ErrorModalHost, errorModal } from '../error-modal';
import { TextField } from '../text-field';
import { axeViolations } from '../testing/axe';
import { renderUi } from '../testing/render';
import { Form } from './form';
import { rules } from './rules';
import { useForm } from './use-form';

type Values = { email: string; password: string; repeat: string };

function PasswordForm({ onSubmit, requiredMark }: { onSubmit: (v: Values) => unknown; requiredMark?: boolean }) {
  const form = useForm<Values>({
    initialValues: { email: '', password: '', repeat: '' },
    rules: {
      email: [rules.required('Enter your e-mail'), rules.email('Enter a valid e-mail')],
      password: [rules.required('Enter a password'), rules.minLength(8, 'At least 8 characters')],
      repeat: [rules.sameAs('password', 'The passwords differ')],
    },
    onSubmit,
  });
  return (
    <Form form={form} aria-label="Account" requiredMark={requiredMark}>
      <TextField label="E-mail" required {...form.field('email')} />
      <TextField label="Password" type="password" required {...form.field('password')} />
      <TextField label="Repeat password" type="password" {...form.field('repeat')} />
      <Button type="submit">Save</Button>
    </Form>
  );
}

afterEach(() => act(() => errorModal.dismiss()));

describe('Form kit defaults', () => {
  it('validates only on submit and focuses the first error', async () => {
    const onSubmit = jest.fn();
    const scroll = jest.fn();
    Element.prototype.scrollIntoView = scroll;
    renderUi(<PasswordForm onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText('Password'), 'short');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument(); // nothing while typing
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('Enter your e-mail');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('At least 8 characters');
    expect(screen.getByLabelText('E-mail')).toHaveFocus();
    expect(scroll).toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(await axeViolations()).toEqual([]);
  });

  it('editing a field clears only that field’s error', async () => {
    renderUi(<PasswordForm onSubmit={jest.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getAllByRole('alert')).toHaveLength(2);
    await userEvent.type(screen.getByLabelText('E-mail'), 'x');
    expect(screen.getByLabelText('E-mail')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
  });

  it('submits the values once they pass', async () => {
    const onSubmit = jest.fn();
    renderUi(<PasswordForm onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText('E-mail'), 'ann@x.test');
    await userEvent.type(screen.getByLabelText('Password'), 'long-enough');
    await userEvent.type(screen.getByLabelText('Repeat password'), 'long-enough');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith({ email: 'ann@x.test', password: 'long-enough', repeat: 'long-enough' });
  });

  it('shows no required marker by default, and one when asked', () => {
    const { unmount } = renderUi(<PasswordForm onSubmit={jest.fn()} />);
    expect(screen.getByText('E-mail').textContent).toBe('E-mail');
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-required', 'true');
    unmount();
    renderUi(<PasswordForm onSubmit={jest.fn()} requiredMark />);
    expect(screen.getByText('E-mail').textContent).toBe('E-mail *');
  });

  it('puts server field errors on the fields and other failures in the error modal', async () => {
    const onSubmit = jest.fn()
      .mockRejectedValueOnce({ code: 'VALIDATION_ERROR', details: [{ path: 'email', message: 'Already invited' }] })
      .mockRejectedValueOnce({ code: 'USER_ALREADY_EXISTS', details: null });
    renderUi(<><PasswordForm onSubmit={onSubmit} /><ErrorModalHost /></>);
    await userEvent.type(screen.getByLabelText('E-mail'), 'ann@x.test');
    await userEvent.type(screen.getByLabelText('Password'), 'long-enough');
    await userEvent.type(screen.getByLabelText('Repeat password'), 'long-enough');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('Already invited');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alertdialog', { name: 'Error' })).toHaveTextContent('User already exists');
  });

  it('sends a catalogue refusal (USER_ALREADY_EXISTS) to the Error modal even when its details name a field', async () => {
    const onSubmit = jest.fn().mockRejectedValue({ code: 'USER_ALREADY_EXISTS', details: [{ path: 'email', message: 'a user has this e-mail' }] });
    renderUi(<><PasswordForm onSubmit={onSubmit} /><ErrorModalHost /></>);
    await userEvent.type(screen.getByLabelText('E-mail'), 'ann@x.test');
    await userEvent.type(screen.getByLabelText('Password'), 'long-enough');
    await userEvent.type(screen.getByLabelText('Repeat password'), 'long-enough');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alertdialog', { name: 'Error' })).toHaveTextContent('User already exists');
    expect(screen.getByLabelText('E-mail')).not.toHaveAccessibleDescription('User already exists');
  });
});
