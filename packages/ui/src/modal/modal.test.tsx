import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { axeViolations } from '../testing/axe';
import { renderUi } from '../testing/render';
import { Modal, MODAL_CLOSE_DELAY_MS } from './modal';

it('is a labelled dialog that takes focus and closes on Escape', async () => {
  const onClose = jest.fn();
  renderUi(<Modal open title="Error" onClose={onClose}><button type="button">OK</button></Modal>);
  expect(screen.getByRole('dialog', { name: 'Error' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'OK' })).toHaveFocus();
  await userEvent.keyboard('{Escape}');
  expect(onClose).toHaveBeenCalled();
  expect(await axeViolations()).toEqual([]);
});

it('renders nothing while closed', () => {
  renderUi(<Modal open={false} title="Error" />);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('keeps Tab inside, gives focus back on close and leaves the page after the 100 ms close delay', async () => {
  jest.useFakeTimers();
  function Page() {
    const [open, setOpen] = useState(false);
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>Open</button>
        <Modal open={open} title="Confirm" onClose={() => setOpen(false)}>
          <button type="button">First</button>
          <button type="button" onClick={() => setOpen(false)}>Last</button>
        </Modal>
      </>
    );
  }
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderUi(<Page />);
  await user.click(screen.getByRole('button', { name: 'Open' }));
  expect(screen.getByRole('button', { name: 'First' })).toHaveFocus();
  await user.tab();
  await user.tab();
  expect(screen.getByRole('button', { name: 'First' })).toHaveFocus();
  await user.tab({ shift: true });
  expect(screen.getByRole('button', { name: 'Last' })).toHaveFocus();
  await user.click(screen.getByRole('button', { name: 'Last' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument(); // hidden at once
  expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  expect(document.querySelector('[data-state="closing"]')).not.toBeNull();
  act(() => jest.advanceTimersByTime(MODAL_CLOSE_DELAY_MS));
  expect(document.querySelector('[data-state="closing"]')).toBeNull();
  jest.useRealTimers();
});

it('Escape closes only the modal on top', async () => {
  const closeOuter = jest.fn();
  const closeInner = jest.fn();
  renderUi(
    <>
      <Modal open title="Two-factor verification" onClose={closeOuter}><button type="button">Verify</button></Modal>
      <Modal open title="Error" onClose={closeInner}><button type="button">OK</button></Modal>
    </>,
  );
  await userEvent.keyboard('{Escape}');
  expect(closeInner).toHaveBeenCalledTimes(1);
  expect(closeOuter).not.toHaveBeenCalled();
});
