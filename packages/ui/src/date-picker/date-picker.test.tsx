import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { axeViolations } from '../testing/axe';
import { renderUi } from '../testing/render';
import { DatePicker } from './date-picker';

function Field({ initial = '', onChange = jest.fn(), ...props }: { initial?: string; onChange?: jest.Mock; min?: string; max?: string; required?: boolean; error?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <form onSubmit={(e) => { e.preventDefault(); onChange('submit', value); }}>
      <DatePicker label="Cargo-ready date" value={value} onChange={(v) => { setValue(v); onChange(v); }} {...props} />
      <button type="button">Next</button>
    </form>
  );
}

const input = () => screen.getByRole('textbox', { name: 'Cargo-ready date' });
const openCalendar = async () => {
  await userEvent.click(screen.getByRole('button', { name: 'Choose Cargo-ready date' }));
  return screen.findByRole('grid');
};

beforeEach(() => {
  jest.useFakeTimers({ now: new Date(2026, 10, 20, 9, 0), doNotFake: ['setTimeout', 'clearTimeout', 'setImmediate', 'queueMicrotask', 'nextTick'] });
});
afterEach(() => jest.useRealTimers());

it('shows the ISO value in the portal format and takes a date typed in full at once', async () => {
  const onChange = jest.fn();
  renderUi(<Field initial="2026-11-25" onChange={onChange} />);
  expect(input()).toHaveValue('25 Nov 2026');
  expect(input()).toHaveAccessibleDescription(/such as 25 Nov 2026/);
  await userEvent.clear(input());
  expect(onChange).toHaveBeenLastCalledWith('');
  await userEvent.type(input(), '3/12/2026');
  expect(onChange).toHaveBeenLastCalledWith('2026-12-03');
  await userEvent.tab();
  expect(input()).toHaveValue('03 Dec 2026');
  expect(await axeViolations()).toEqual([]);
});

it('takes a short date on Enter without submitting, and submits on the next Enter', async () => {
  const onChange = jest.fn();
  renderUi(<Field onChange={onChange} />);
  await userEvent.type(input(), '1 dec 26{Enter}');
  expect(onChange).toHaveBeenLastCalledWith('2026-12-01');
  expect(onChange).not.toHaveBeenCalledWith('submit', expect.anything());
  expect(input()).toHaveValue('01 Dec 2026');
  await userEvent.keyboard('{Enter}');
  expect(onChange).toHaveBeenLastCalledWith('submit', '2026-12-01');
});

it('says why text is no date or is out of range, and keeps the value', async () => {
  const onChange = jest.fn();
  renderUi(<Field initial="2026-11-25" onChange={onChange} min="2026-11-20" max="2027-05-20" />);
  await userEvent.clear(input());
  await userEvent.type(input(), '11/25/2026');
  await userEvent.tab();
  expect(input()).toHaveAccessibleDescription(/Enter a date such as 25 Nov 2026/);
  expect(input()).toHaveAttribute('aria-invalid', 'true');
  expect(input()).toHaveValue('11/25/2026');
  await userEvent.clear(input());
  await userEvent.type(input(), '19 Nov 2026');
  expect(screen.getByRole('alert')).toHaveTextContent('Choose 20 Nov 2026 or later');
  expect(onChange).not.toHaveBeenCalledWith('2026-11-19');
});

it('opens the calendar as a modal dialog on the chosen day; arrows, PageDown and Enter choose, focus returns', async () => {
  const onChange = jest.fn();
  renderUi(<Field initial="2026-11-25" onChange={onChange} />);
  const grid = await openCalendar();
  const dialog = screen.getByRole('dialog', { name: 'Choose Cargo-ready date' });
  expect(dialog).toHaveAttribute('aria-modal', 'true');
  expect(grid).toHaveAccessibleName('November 2026');
  expect(within(grid).getByRole('gridcell', { selected: true })).toHaveTextContent('25');
  expect(document.activeElement).toHaveAccessibleName('Wednesday 25 November 2026, selected');
  await userEvent.keyboard('{ArrowRight}{ArrowDown}');
  expect(document.activeElement).toHaveAccessibleName('Thursday 3 December 2026');
  await userEvent.keyboard('{PageDown}');
  expect(document.activeElement).toHaveAccessibleName('Sunday 3 January 2027');
  await userEvent.keyboard('{PageUp}{PageUp}{PageUp}');
  expect(document.activeElement).toHaveAccessibleName('Saturday 3 October 2026');
  await userEvent.keyboard('{Enter}');
  expect(onChange).toHaveBeenLastCalledWith('2026-10-03');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(input()).toHaveValue('03 Oct 2026');
  expect(screen.getByRole('button', { name: 'Choose Cargo-ready date' })).toHaveFocus();
});

it('Escape closes the calendar without a change; Tab stays inside it', async () => {
  const onChange = jest.fn();
  renderUi(<Field initial="2026-11-25" onChange={onChange} />);
  await openCalendar();
  const dialog = screen.getByRole('dialog');
  for (let i = 0; i < 6; i += 1) {
    await userEvent.tab();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  }
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(onChange).not.toHaveBeenCalled();
  expect(screen.getByRole('button', { name: 'Choose Cargo-ready date' })).toHaveFocus();
});

it('opens on today without a value, greys out days outside min and max, and Alt+Down opens it from the field', async () => {
  renderUi(<Field min="2026-11-18" max="2026-12-10" />);
  await userEvent.click(input());
  await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
  const grid = await screen.findByRole('grid', { name: 'November 2026' });
  expect(document.activeElement).toHaveAccessibleName('Today, Friday 20 November 2026');
  expect(within(grid).getByRole('button', { name: 'Tuesday 17 November 2026' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Previous month' })).toHaveAttribute('aria-disabled', 'true');
  await userEvent.click(screen.getByRole('button', { name: 'Next month' }));
  expect(await screen.findByRole('grid', { name: 'December 2026' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Friday 11 December 2026' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Next month' })).toHaveAttribute('aria-disabled', 'true');
  expect(await axeViolations()).toEqual([]);
});

it('Today and Clear in the calendar footer; a press outside closes it', async () => {
  const onChange = jest.fn();
  renderUi(<Field initial="2026-12-24" onChange={onChange} />);
  await openCalendar();
  await userEvent.click(screen.getByRole('button', { name: 'Today' }));
  expect(onChange).toHaveBeenLastCalledWith('2026-11-20');
  await openCalendar();
  await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
  expect(onChange).toHaveBeenLastCalledWith('');
  await openCalendar();
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('the week starts on the reader\'s locale\'s first day', async () => {
  const language = jest.spyOn(navigator, 'language', 'get');
  language.mockReturnValue('en-US');
  renderUi(<Field initial="2026-11-25" />);
  const grid = await openCalendar();
  expect(within(grid).getAllByRole('columnheader', { hidden: true })[0]).toHaveAttribute('aria-label', 'Sunday');
  await act(async () => userEvent.keyboard('{Escape}'));
  language.mockReturnValue('en-GB');
  const again = await openCalendar();
  expect(within(again).getAllByRole('columnheader', { hidden: true })[0]).toHaveAttribute('aria-label', 'Monday');
  language.mockRestore();
});
