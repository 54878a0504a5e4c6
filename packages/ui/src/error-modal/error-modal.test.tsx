import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations } from '../testing/axe';
import { renderUi } from '../testing/render';
import { ErrorModalHost, useErrorHandler } from './error-modal';
import { errorModal, runWithErrorModal } from './error-store';

afterEach(() => act(() => errorModal.dismiss()));

function SaveButton({ fail }: { fail: unknown }) {
  const onError = useErrorHandler();
  return <button type="button" onClick={() => onError(fail)}>Save</button>;
}

describe('the global error modal', () => {
  it('shows "Error", the mapped message of the code and OK', async () => {
    renderUi(<><SaveButton fail={{ code: 'NOTHING_TO_CHANGE', message: 'server words' }} /><ErrorModalHost /></>);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Error' });
    expect(dialog).toHaveTextContent('No valid changes applied');
    expect(dialog).not.toHaveTextContent('server words');
    expect(await axeViolations()).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it.each([
    ['an unknown code', { code: 'SOMETHING_NEW' }],
    ['no code at all', new Error('boom')],
    ['a non-JSON failure', { code: 'HTTP_502', message: 'Bad Gateway' }],
  ])('falls back to the unknown-error text for %s', async (_case, error) => {
    renderUi(<ErrorModalHost />);
    act(() => errorModal.show(error));
    expect(screen.getByRole('alertdialog', { name: 'Error' })).toHaveTextContent('Unknown error, please contact us for assistance.');
  });

  it('runWithErrorModal routes a failed action to the modal and resolves undefined', async () => {
    renderUi(<ErrorModalHost />);
    let result: unknown = 'unset';
    await act(async () => {
      result = await runWithErrorModal(() => Promise.reject({ code: 'INVALID_PASSWORD' }));
    });
    expect(result).toBeUndefined();
    expect(screen.getByRole('alertdialog')).toHaveTextContent('Current password not matched');
    await expect(runWithErrorModal(async () => 42)).resolves.toBe(42);
  });

  it('stays silent for an ended session and an aborted call, and Escape closes it', async () => {
    renderUi(<ErrorModalHost />);
    act(() => errorModal.show({ code: 'INVALID_REFRESH_TOKEN' }));
    act(() => errorModal.show(Object.assign(new Error('aborted'), { name: 'AbortError' })));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    act(() => errorModal.show({ code: 'USER_ALREADY_EXISTS' }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent('User already exists');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
