import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { ErrorModalHost, errorModal } from '../error-modal';
import { axeViolations } from '../testing/axe';
import { renderUi } from '../testing/render';
import { ReasonModal, type ReasonModalProps } from './reason-modal';

afterEach(() => act(() => errorModal.dismiss()));

const cancel = (props: Partial<ReasonModalProps> = {}) => renderUi(
  <>
    <ReasonModal
      title="Cancel booking FD-AIR-0042" requiredMessage="Say why the booking is cancelled" minLength={3}
      confirmLabel="Cancel booking" keepLabel="Keep booking" onSubmit={jest.fn()} onClose={jest.fn()} {...props}
    />
    <ErrorModalHost />
  </>,
);

describe('ReasonModal', () => {
  it('is a dialog named by its title, with the reason field focused and labelled, forwarding ref and className', async () => {
    const ref = createRef<HTMLDivElement>();
    cancel({ ref, className: 'extra', formLabel: 'Cancel booking', children: 'The customer is told.' });
    const dialog = screen.getByRole('dialog', { name: 'Cancel booking FD-AIR-0042' });
    expect(dialog).toHaveTextContent('The customer is told.');
    expect(screen.getByRole('form', { name: 'Cancel booking' })).toBeInTheDocument();
    const reason = screen.getByRole('textbox', { name: 'Reason' });
    expect(reason).toHaveFocus();
    expect(reason).toHaveAttribute('maxlength', '500');
    expect(dialog).toHaveClass('extra');
    expect(ref.current).toBe(dialog);
    expect(await axeViolations()).toEqual([]);
  });

  it('asks for a reason, then for enough of one, and sends it trimmed', async () => {
    const onSubmit = jest.fn().mockResolvedValue(undefined);
    cancel({ onSubmit });
    const reason = screen.getByRole('textbox', { name: 'Reason' });
    await userEvent.click(screen.getByRole('button', { name: 'Cancel booking' }));
    expect(reason).toHaveAccessibleDescription('Say why the booking is cancelled');
    await userEvent.type(reason, ' no ');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel booking' }));
    expect(reason).toHaveAccessibleDescription('Say why in at least 3 characters');
    await userEvent.type(reason, 'w the customer rebooked ');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel booking' }));
    expect(onSubmit).toHaveBeenCalledWith('no w the customer rebooked');
  });

  it('takes any reason when no length is asked, and caps it at maxLength', async () => {
    const onSubmit = jest.fn();
    cancel({ minLength: undefined, maxLength: 1000, onSubmit });
    const reason = screen.getByRole('textbox', { name: 'Reason' });
    expect(reason).toHaveAttribute('maxlength', '1000');
    await userEvent.type(reason, 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel booking' }));
    expect(onSubmit).toHaveBeenCalledWith('x');
  });

  it('closes without acting on the keep button and on Escape', async () => {
    const onSubmit = jest.fn();
    const onClose = jest.fn();
    cancel({ onSubmit, onClose });
    await userEvent.click(screen.getByRole('button', { name: 'Keep booking' }));
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows a failure in the error modal', async () => {
    cancel({ onSubmit: () => Promise.reject({ code: 'SOMETHING_NEW' }) });
    await userEvent.type(screen.getByRole('textbox', { name: 'Reason' }), 'Rebooked');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel booking' }));
    expect(await screen.findByRole('alertdialog', { name: 'Error' })).toBeInTheDocument();
  });

  it('hands a failure to onError when given', async () => {
    const onError = jest.fn();
    const failure = { code: 'INVALID_STATUS_TRANSITION' };
    cancel({ onSubmit: () => Promise.reject(failure), onError });
    await userEvent.type(screen.getByRole('textbox', { name: 'Reason' }), 'Rebooked');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel booking' }));
    await waitFor(() => expect(onError).toHaveBeenCalledWith(failure));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
