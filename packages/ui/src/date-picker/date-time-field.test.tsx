import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { axeViolations } from '../testing/axe';
import { renderUi } from '../testing/render';
import { DateTimeField } from './date-time-field';
import { parseTimeText } from './use-time-text';

function Field({ initial = '', onChange = jest.fn() }: { initial?: string; onChange?: jest.Mock }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateTimeField label="Delivered at" value={value} onChange={(v) => { setValue(v); onChange(v); }} />
      <button type="button" onClick={() => setValue('2027-01-02T03:04')}>Reset</button>
    </>
  );
}

it('holds a local date and time as datetime-local does, shown in the portal format', async () => {
  const onChange = jest.fn();
  renderUi(<Field initial="2026-11-25T14:30" onChange={onChange} />);
  const date = screen.getByRole('textbox', { name: 'Delivered at' });
  const time = screen.getByRole('textbox', { name: 'Delivered at, time' });
  expect(date).toHaveValue('25 Nov 2026');
  expect(time).toHaveValue('14:30');
  await userEvent.clear(time);
  await userEvent.type(time, '0915');
  expect(onChange).toHaveBeenLastCalledWith('2026-11-25T09:15');
  await userEvent.clear(date);
  await userEvent.type(date, '26 Nov 2026');
  expect(onChange).toHaveBeenLastCalledWith('2026-11-26T09:15');
  await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
  expect(date).toHaveValue('02 Jan 2027');
  expect(time).toHaveValue('03:04');
  expect(await axeViolations()).toEqual([]);
});

it('is empty until both parts are there, and says when the time is no time', async () => {
  const onChange = jest.fn();
  renderUi(<Field onChange={onChange} />);
  await userEvent.type(screen.getByRole('textbox', { name: 'Delivered at' }), '25 Nov 2026');
  expect(onChange).not.toHaveBeenCalled();
  const time = screen.getByRole('textbox', { name: 'Delivered at, time' });
  await userEvent.type(time, '25:00');
  await userEvent.tab();
  expect(screen.getByRole('alert')).toHaveTextContent('Enter a time such as 14:30');
  expect(time).toHaveAttribute('aria-invalid', 'true');
  await userEvent.clear(time);
  await userEvent.type(time, '9');
  await userEvent.tab();
  expect(onChange).toHaveBeenLastCalledWith('2026-11-25T09:00');
  expect(time).toHaveValue('09:00');
});

it.each([['14:30', '14:30'], ['1430', '14:30'], ['9:05', '09:05'], ['7', '07:00'], ['24:00', null], ['12:60', null], ['noon', null]])('reads "%s" as %s', (text, time) => {
  expect(parseTimeText(text)?.time ?? null).toBe(time);
});
