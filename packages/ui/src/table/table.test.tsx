import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Route, Routes } from 'react-router-dom';
import { axeViolations } from '../testing/axe';
import { renderUi } from '../testing/render';
import { nextSort, Table, type TableColumn, type TableSort } from './table';

interface Row { id: string; ref: string; weight: number }
const rows: Row[] = [{ id: '1', ref: 'FD-1', weight: 10 }, { id: '2', ref: 'FD-2', weight: 25 }];
const columns: TableColumn<Row>[] = [
  { key: 'ref', header: 'Reference', cell: (r) => r.ref, sortable: true, rowHeader: true, detail: (r) => (r.weight > 20 ? 'heavy' : null) },
  { key: 'weight', header: 'Weight', cell: (r) => `${r.weight} kg`, sortable: true, align: 'end' },
  { key: 'action', header: 'Action', cell: (r) => <button type="button">Watch {r.ref}</button> },
];

function Sorted() {
  const [sort, setSort] = useState<TableSort | null>({ key: 'ref', direction: 'ascending' });
  return <Table caption="Bookings" columns={columns} rows={rows} rowKey={(r) => r.id} sort={sort} onSortChange={setSort} rowHref={(r) => `/bookings/${r.id}`} />;
}

it('is a captioned table whose sortable headers announce and change the sort', async () => {
  renderUi(<Sorted />);
  const table = screen.getByRole('table', { name: 'Bookings' });
  const refHeader = within(table).getByRole('columnheader', { name: /Reference/ });
  const weightHeader = within(table).getByRole('columnheader', { name: /Weight/ });
  expect(refHeader).toHaveAttribute('aria-sort', 'ascending');
  expect(weightHeader).toHaveAttribute('aria-sort', 'none');
  expect(within(table).getByRole('columnheader', { name: 'Action' })).not.toHaveAttribute('aria-sort');
  await userEvent.click(within(refHeader).getByRole('button'));
  expect(refHeader).toHaveAttribute('aria-sort', 'descending');
  await userEvent.click(within(weightHeader).getByRole('button'));
  expect(weightHeader).toHaveAttribute('aria-sort', 'ascending');
  expect(refHeader).toHaveAttribute('aria-sort', 'none');
  expect(within(table).getByRole('rowheader', { name: 'FD-1' })).toBeInTheDocument();
  expect(await axeViolations()).toEqual([]);
});

it('links each row to its record, and a click on the row follows the link but not on its own controls', async () => {
  renderUi(
    <Routes>
      <Route path="/" element={<Sorted />} />
      <Route path="/bookings/:id" element={<p>Opened booking</p>} />
    </Routes>,
  );
  expect(screen.getByRole('link', { name: 'FD-2' })).toHaveAttribute('href', '/bookings/2');
  // The detail line sits under the link, outside it.
  expect(screen.getByRole('rowheader', { name: 'FD-2 heavy' })).toContainElement(screen.getByText('heavy'));
  expect(screen.getByRole('rowheader', { name: 'FD-1' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Watch FD-1' }));
  expect(screen.queryByText('Opened booking')).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('cell', { name: '25 kg' }));
  expect(screen.getByText('Opened booking')).toBeInTheDocument();
});

it('shows a loading state and an empty state in place of rows, keeping the headers', async () => {
  const { rerender } = renderUi(<Table caption="Bookings" columns={columns} rows={[]} rowKey={(r) => r.id} loading />);
  expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
  expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  rerender(<Table caption="Bookings" columns={columns} rows={[]} rowKey={(r) => r.id} empty="No bookings match" />);
  expect(screen.getByRole('cell', { name: 'No bookings match' })).toBeInTheDocument();
  expect(screen.getAllByRole('columnheader')).toHaveLength(3);
  expect(await axeViolations()).toEqual([]);
});

it('holds the place of the rows that load with skeleton rows when asked, hidden from assistive technologies', () => {
  const { rerender, container } = renderUi(<Table caption="Bookings" columns={columns} rows={[]} rowKey={(r) => r.id} loading loadingRows={4} />);
  expect(screen.getByRole('table', { name: 'Bookings' })).toHaveAttribute('aria-busy', 'true');
  const skeletonRows = container.querySelectorAll('tbody tr[aria-hidden="true"]');
  expect(skeletonRows).toHaveLength(4);
  expect(skeletonRows[0]!.querySelectorAll('td')).toHaveLength(columns.length);
  rerender(<Table caption="Bookings" columns={columns} rows={[]} rowKey={(r) => r.id} loadingRows={4} empty="Nothing yet" />);
  expect(container.querySelectorAll('tbody tr[aria-hidden="true"]')).toHaveLength(0);
  expect(screen.getByText('Nothing yet')).toBeInTheDocument();
});

it('sorts a new column ascending and flips the current one', () => {
  expect(nextSort(null, 'ref')).toEqual({ key: 'ref', direction: 'ascending' });
  expect(nextSort({ key: 'ref', direction: 'ascending' }, 'ref')).toEqual({ key: 'ref', direction: 'descending' });
  expect(nextSort({ key: 'ref', direction: 'descending' }, 'ref')).toEqual({ key: 'ref', direction: 'ascending' });
  expect(nextSort({ key: 'ref', direction: 'descending' }, 'weight')).toEqual({ key: 'weight', direction: 'ascending' });
});
