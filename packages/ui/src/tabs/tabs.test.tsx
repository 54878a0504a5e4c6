import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations } from '../testing/axe';
import { renderUi } from '../testing/render';
import { Tabs, type TabItem } from './tabs';

const tabs: TabItem[] = [
  { id: 'overview', label: 'Overview', panel: <p>Route and cargo</p> },
  { id: 'documents', label: 'Documents', panel: <p>No documents yet</p> },
  { id: 'history', label: 'History', panel: <p>Created by Anna</p> },
];

it('shows the selected tab panel, labelled by its tab, and switches on click', async () => {
  const onChange = jest.fn();
  renderUi(<Tabs label="Booking sections" tabs={tabs} onChange={onChange} />);
  expect(screen.getByRole('tablist', { name: 'Booking sections' })).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tabpanel', { name: 'Overview' })).toHaveTextContent('Route and cargo');
  await userEvent.click(screen.getByRole('tab', { name: 'History' }));
  expect(onChange).toHaveBeenCalledWith('history');
  expect(screen.getByRole('tabpanel', { name: 'History' })).toHaveTextContent('Created by Anna');
  expect(screen.queryByText('Route and cargo')).not.toBeInTheDocument();
  expect(await axeViolations()).toEqual([]);
});

it('moves with the arrow keys, wrapping, with only the selected tab in the Tab order', async () => {
  renderUi(<Tabs label="Booking sections" tabs={tabs} defaultValue="documents" />);
  const documents = screen.getByRole('tab', { name: 'Documents' });
  expect(documents).toHaveAttribute('tabindex', '0');
  expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('tabindex', '-1');
  documents.focus();
  await userEvent.keyboard('{ArrowRight}');
  expect(screen.getByRole('tab', { name: 'History' })).toHaveFocus();
  await userEvent.keyboard('{ArrowRight}');
  expect(screen.getByRole('tab', { name: 'Overview' })).toHaveFocus();
  expect(screen.getByRole('tabpanel')).toHaveTextContent('Route and cargo');
  await userEvent.keyboard('{End}');
  expect(screen.getByRole('tab', { name: 'History' })).toHaveAttribute('aria-selected', 'true');
});

it('follows a controlled value', () => {
  renderUi(<Tabs label="Sections" tabs={tabs} value="history" />);
  expect(screen.getByRole('tab', { name: 'History' })).toHaveAttribute('aria-selected', 'true');
});
