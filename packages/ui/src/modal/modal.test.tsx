import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from '../testing/render';
import { Modal } from './modal';

it('is a labelled dialog that takes focus and closes on Escape', async () => {
  const onClose = jest.fn();
  renderUi(<Modal open title="Error" onClose={onClose}><button type="button">OK</button></Modal>);
  expect(screen.getByRole('dialog', { name: 'Error' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'OK' })).toHaveFocus();
  await userEvent.keyboard('{Escape}');
  expect(onClose).toHaveBeenCalled();
});

it('renders nothing while closed', () => {
  renderUi(<Modal open={false} title="Error" />);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});
