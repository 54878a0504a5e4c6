import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorModalHost, errorModal } from '../error-modal';
import { axeViolations } from '../testing/axe';
import { renderUi } from '../testing/render';
import { ConfirmDialog } from './confirm-dialog';

afterEach(() => act(() => errorModal.dismiss()));

describe('ConfirmDialog', () => {
  it('asks first, runs the action on confirm and then closes', async () => {
    const onConfirm = jest.fn().mockResolvedValue(undefined);
    const onClose = jest.fn();
    renderUi(<ConfirmDialog title="Delete document" confirmLabel="Delete" onConfirm={onConfirm} onClose={onClose}>Delete invoice.pdf?</ConfirmDialog>);
    const dialog = screen.getByRole('dialog', { name: 'Delete document' });
    expect(dialog).toHaveTextContent('Delete invoice.pdf?');
    expect(await axeViolations()).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('closes without acting on Keep', async () => {
    const onConfirm = jest.fn();
    const onClose = jest.fn();
    renderUi(<ConfirmDialog title="Delete document" confirmLabel="Delete" onConfirm={onConfirm} onClose={onClose}>Sure?</ConfirmDialog>);
    await userEvent.click(screen.getByRole('button', { name: 'Keep' }));
    expect(onClose).toHaveBeenCalled();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('shows a failure in the error modal and closes anyway', async () => {
    const onClose = jest.fn();
    renderUi(
      <>
        <ConfirmDialog title="Revoke link" confirmLabel="Revoke" onConfirm={() => Promise.reject({ code: 'SOMETHING_NEW' })} onClose={onClose}>Sure?</ConfirmDialog>
        <ErrorModalHost />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByRole('alertdialog', { name: 'Error' })).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
  });
});
