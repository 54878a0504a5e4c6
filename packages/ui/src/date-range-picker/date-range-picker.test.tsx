import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { axeViolations } from '../testing/axe';
import { renderUi } from '../testing/render';
import { DateRangePicker, type DateRange } from './date-range-picker';

function Range({ initial = { from: '', to: '' }, onChange = jest.fn(), min }: { initial?: DateRange; onChange?: jest.Mock; min?: string }) {
  const [value, setValue] = useState(initial);
  return <DateRangePicker fromLabel="Booked from" toLabel="Booked to" min={min} value={value} onChange={(v) => { setValue(v); onChange(v); }} />;
}

beforeEach(() => {
  jest.useFakeTimers({ now: new Date(2026, 10, 20, 9, 0), doNotFake: ['setTimeout', 'clearTimeout', 'setImmediate', 'queueMicrotask', 'nextTick'] });
});
afterEach(() => jest.useRealTimers());

it('two labelled fields in the portal format, each typed on its own', async () => {
  const onChange = jest.fn();
  renderUi(<Range initial={{ from: '2026-11-02', to: '2026-11-09' }} onChange={onChange} />);
  expect(screen.getByRole('textbox', { name: 'Booked from' })).toHaveValue('02 Nov 2026');
  expect(screen.getByRole('textbox', { name: 'Booked to' })).toHaveValue('09 Nov 2026');
  const to = screen.getByRole('textbox', { name: 'Booked to' });
  await userEvent.clear(to);
  await userEvent.type(to, '30 Nov 2026');
  expect(onChange).toHaveBeenLastCalledWith({ from: '2026-11-02', to: '2026-11-30' });
  await userEvent.clear(to);
  await userEvent.type(to, '1 Nov 2026');
  expect(screen.getByRole('alert')).toHaveTextContent('Choose 02 Nov 2026 or later');
  expect(await axeViolations()).toEqual([]);
});

it('from the first field the calendar asks for the first day, then the last, and closes', async () => {
  const onChange = jest.fn();
  renderUi(<Range onChange={onChange} />);
  await userEvent.click(screen.getByRole('button', { name: 'Choose Booked from' }));
  await screen.findByRole('grid');
  const dialog = screen.getByRole('dialog', { name: 'Choose Booked from' });
  expect(dialog).toHaveTextContent('Choose the first day (Booked from)');
  await userEvent.keyboard('{ArrowRight}{Enter}');
  expect(onChange).toHaveBeenLastCalledWith({ from: '2026-11-21', to: '' });
  expect(dialog).toHaveTextContent('Choose the last day (Booked to)');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Wednesday 25 November 2026' }));
  expect(onChange).toHaveBeenLastCalledWith({ from: '2026-11-21', to: '2026-11-25' });
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Choose Booked from' })).toHaveFocus();
  expect(screen.getByRole('textbox', { name: 'Booked to' })).toHaveValue('25 Nov 2026');
});

it('shows the range as selected days; a first day after the last clears the last', async () => {
  const onChange = jest.fn();
  renderUi(<Range initial={{ from: '2026-11-02', to: '2026-11-05' }} onChange={onChange} />);
  await userEvent.click(screen.getByRole('button', { name: 'Choose Booked to' }));
  const grid = await screen.findByRole('grid', { name: 'November 2026' });
  expect(within(grid).getAllByRole('gridcell', { selected: true }).map((c) => c.textContent)).toEqual(['2', '3', '4', '5']);
  await userEvent.keyboard('{Escape}');
  const from = screen.getByRole('textbox', { name: 'Booked from' });
  await userEvent.clear(from);
  await userEvent.type(from, '10 Nov 2026');
  expect(onChange).toHaveBeenLastCalledWith({ from: '2026-11-10', to: '' });
});

it('from the second field a day before the first starts the range again', async () => {
  const onChange = jest.fn();
  renderUi(<Range initial={{ from: '2026-11-10', to: '2026-11-12' }} onChange={onChange} />);
  await userEvent.click(screen.getByRole('button', { name: 'Choose Booked to' }));
  await screen.findByRole('grid');
  const dialog = screen.getByRole('dialog');
  expect(dialog).toHaveTextContent('Choose the last day (Booked to)');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Thursday 5 November 2026' }));
  expect(onChange).toHaveBeenLastCalledWith({ from: '2026-11-05', to: '2026-11-12' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Today, Friday 20 November 2026' }));
  expect(onChange).toHaveBeenLastCalledWith({ from: '2026-11-05', to: '2026-11-20' });
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Choose Booked from' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Clear dates' }));
  expect(onChange).toHaveBeenLastCalledWith({ from: '', to: '' });
});
