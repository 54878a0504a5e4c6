import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ReferenceIndex } from '@freightdeck/references';
import { axeViolations } from '../../testing/axe';
import { renderUi } from '../../testing/render';
import { Combobox } from './combobox';

interface Port {
  code: string;
  name: string;
  country: string;
}
const ports = new ReferenceIndex<Port>(
  [
    { code: 'DEHAM', name: 'Hamburg', country: 'Germany' },
    { code: 'NLRTM', name: 'Rotterdam', country: 'Netherlands' },
    { code: 'SGSIN', name: 'Singapore', country: 'Singapore' },
  ],
  { codes: (p) => [p.code], text: (p) => p.name },
);
const search = (q: string) => ports.search(q);
const lookup = (code: string) => ports.get(code);
const describe = (p: Port) => ({ key: p.code, code: p.code, name: p.name, detail: p.country });

function Form({ onChange = jest.fn(), initial = null as string | null, error }: { onChange?: jest.Mock; initial?: string | null; error?: string }) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <>
      <Combobox<Port>
        label="Port of loading" value={value} search={search} lookup={lookup} describe={describe} error={error}
        onChange={(key, item) => {
          setValue(key);
          onChange(key, item);
        }}
      />
      <button type="button">Next</button>
    </>
  );
}

it('is a labelled combobox whose list opens as one types', async () => {
  renderUi(<Form />);
  const box = screen.getByRole('combobox', { name: 'Port of loading' });
  expect(box).toHaveAttribute('aria-expanded', 'false');
  await userEvent.type(box, 'rot');
  expect(box).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByRole('listbox', { name: 'Port of loading' })).toBeInTheDocument();
  expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['NLRTMRotterdamNetherlands']);
  expect(screen.getByRole('status')).toHaveTextContent('1 result available');
  expect(await axeViolations()).toEqual([]);
});

it('picks by keyboard: ArrowDown moves the active option, Enter selects it', async () => {
  const onChange = jest.fn();
  renderUi(<Form onChange={onChange} />);
  const box = screen.getByRole('combobox', { name: 'Port of loading' });
  await userEvent.click(box);
  await userEvent.keyboard('{ArrowDown}{ArrowDown}');
  const options = screen.getAllByRole('option');
  expect(options[1]).toHaveAttribute('aria-selected', 'true');
  expect(box).toHaveAttribute('aria-activedescendant', options[1]!.id);
  await userEvent.keyboard('{ArrowUp}{Enter}');
  expect(onChange).toHaveBeenLastCalledWith('DEHAM', expect.objectContaining({ name: 'Hamburg' }));
  expect(box).toHaveValue('DEHAM – Hamburg');
  expect(box).toHaveAttribute('aria-expanded', 'false');
});

it('typing highlights the best match, and Enter picks it without submitting the form', async () => {
  const onChange = jest.fn();
  const onSubmit = jest.fn((e: { preventDefault: () => void }) => e.preventDefault());
  renderUi(<form onSubmit={onSubmit}><Form onChange={onChange} /></form>);
  const box = screen.getByRole('combobox', { name: 'Port of loading' });
  await userEvent.type(box, 'ham');
  const option = screen.getByRole('option', { name: /Hamburg/ });
  expect(option).toHaveAttribute('aria-selected', 'true');
  expect(box).toHaveAttribute('aria-activedescendant', option.id);
  await userEvent.keyboard('{Enter}');
  expect(onChange).toHaveBeenLastCalledWith('DEHAM', expect.objectContaining({ name: 'Hamburg' }));
  expect(box).toHaveValue('DEHAM – Hamburg');
  expect(onSubmit).not.toHaveBeenCalled();
  // With the list closed, Enter is the form's again.
  await userEvent.keyboard('{Enter}');
  expect(onSubmit).toHaveBeenCalledTimes(1);
});

it('arrows wrap round the list; ArrowUp on a closed list opens it at the last option', async () => {
  renderUi(<Form />);
  const box = screen.getByRole('combobox', { name: 'Port of loading' });
  box.focus();
  await userEvent.keyboard('{ArrowUp}');
  expect(box).toHaveAttribute('aria-expanded', 'true');
  const options = screen.getAllByRole('option');
  expect(options[2]).toHaveAttribute('aria-selected', 'true');
  await userEvent.keyboard('{ArrowDown}');
  expect(options[0]).toHaveAttribute('aria-selected', 'true');
  await userEvent.keyboard('{ArrowUp}');
  expect(options[2]).toHaveAttribute('aria-selected', 'true');
  expect(screen.getAllByRole('option', { selected: true })).toHaveLength(1);
});

it('the pointer moves the one highlight, so Enter picks the option under it', async () => {
  const onChange = jest.fn();
  renderUi(<Form onChange={onChange} />);
  const box = screen.getByRole('combobox', { name: 'Port of loading' });
  await userEvent.click(box);
  await userEvent.hover(screen.getByRole('option', { name: /Singapore/ }));
  expect(screen.getByRole('option', { name: /Singapore/ })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getAllByRole('option', { selected: true })).toHaveLength(1);
  await userEvent.keyboard('{Enter}');
  expect(onChange).toHaveBeenLastCalledWith('SGSIN', expect.anything());
});

it('Tab picks the highlighted option and moves on', async () => {
  const onChange = jest.fn();
  renderUi(<Form onChange={onChange} />);
  const box = screen.getByRole('combobox', { name: 'Port of loading' });
  await userEvent.type(box, 'rott');
  await userEvent.tab();
  expect(onChange).toHaveBeenLastCalledWith('NLRTM', expect.anything());
  expect(box).toHaveValue('NLRTM – Rotterdam');
  expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
});

it('Escape closes the list and keeps the value chosen before', async () => {
  const onChange = jest.fn();
  renderUi(<Form onChange={onChange} initial="DEHAM" />);
  const box = screen.getByRole('combobox', { name: 'Port of loading' });
  await userEvent.click(box);
  await userEvent.keyboard('{ArrowDown}{ArrowDown}{Escape}');
  expect(box).toHaveAttribute('aria-expanded', 'false');
  expect(box).not.toHaveAttribute('aria-activedescendant');
  expect(onChange).not.toHaveBeenCalled();
  expect(box).toHaveValue('DEHAM – Hamburg');
});

it('closes on Escape, clears on a second Escape, and says when nothing matches', async () => {
  const onChange = jest.fn();
  renderUi(<Form onChange={onChange} initial="SGSIN" />);
  const box = screen.getByRole('combobox', { name: 'Port of loading' });
  expect(box).toHaveValue('SGSIN – Singapore');
  await userEvent.clear(box);
  await userEvent.type(box, 'zzz');
  expect(screen.queryByRole('option')).not.toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('No match');
  await userEvent.keyboard('{Escape}');
  expect(box).toHaveAttribute('aria-expanded', 'false');
  await userEvent.keyboard('{Escape}');
  expect(onChange).toHaveBeenLastCalledWith(null, undefined);
  expect(box).toHaveValue('');
});

it('leaving the field with an unfinished search keeps the selection', async () => {
  renderUi(<Form initial="DEHAM" />);
  const box = screen.getByRole('combobox', { name: 'Port of loading' });
  await userEvent.type(box, 'xx');
  await userEvent.tab();
  expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
  expect(box).toHaveValue('DEHAM – Hamburg');
});

it('picks with the mouse too, and shows its error tied to the field', async () => {
  const onChange = jest.fn();
  renderUi(<Form onChange={onChange} error="Choose a port" />);
  const box = screen.getByRole('combobox', { name: 'Port of loading' });
  expect(box).toHaveAccessibleDescription('Choose a port');
  expect(box).toHaveAttribute('aria-invalid', 'true');
  await userEvent.type(box, 'sing');
  await userEvent.click(screen.getByRole('option', { name: /Singapore/ }));
  expect(onChange).toHaveBeenLastCalledWith('SGSIN', expect.anything());
});
