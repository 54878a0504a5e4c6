import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { axeViolations } from '../testing/axe';
import { renderUi } from '../testing/render';
import { Select } from './select';

const modes = [{ value: 'AIR', label: 'Air' }, { value: 'SEA', label: 'Sea' }];

it('is a labelled native select with an optional empty first choice', async () => {
  const onChange = jest.fn();
  const ref = createRef<HTMLSelectElement>();
  renderUi(<Select ref={ref} label="Mode" placeholder="Any mode" options={modes} defaultValue="" onChange={(e) => onChange(e.target.value)} />);
  const select = screen.getByRole('combobox', { name: 'Mode' });
  expect(ref.current).toBe(select);
  expect(select).toHaveDisplayValue('Any mode');
  await userEvent.selectOptions(select, 'Sea');
  expect(onChange).toHaveBeenCalledWith('SEA');
  expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Any mode', 'Air', 'Sea']);
  expect(await axeViolations()).toEqual([]);
});

it('announces its error and ties it to the field', () => {
  renderUi(<Select label="Mode" options={modes} error="Pick a mode" />);
  const select = screen.getByRole('combobox', { name: 'Mode' });
  expect(select).toHaveAttribute('aria-invalid', 'true');
  expect(select).toHaveAccessibleDescription('Pick a mode');
});
