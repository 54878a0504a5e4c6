import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { axeViolations } from '../testing/axe';
import { renderUi } from '../testing/render';
import { CheckboxField, RadioGroup } from './choice-fields';

const LONG = 'PIL – Pharmaceuticals: temperature-controlled handling from acceptance to delivery, never exposed to sunlight';

it('a checkbox sits on the first line of a label that wraps, not centred against it', () => {
  renderUi(<CheckboxField label={LONG} hint="Applies to every piece" />);
  const box = screen.getByRole('checkbox', { name: new RegExp(LONG.slice(0, 20)) });
  const choice = box.closest('label')!;
  expect(getComputedStyle(choice).alignItems).toBe('flex-start');
  // Half a line less half the 16 px box: the box's middle is the first line's middle.
  expect(getComputedStyle(box).marginTop).toMatch(/^calc\(0\.5lh - 8px\)|^calc\(0\.75em - 8px\)/);
  expect(box).toHaveAccessibleDescription('Applies to every piece');
});

it('toggles with the keyboard and the label, radios by arrows inside their group', async () => {
  function Choices() {
    const [mode, setMode] = useState<'AIR' | 'SEA'>('AIR');
    const [watched, setWatched] = useState(false);
    return (
      <>
        <CheckboxField label="Watched only" checked={watched} onChange={(e) => setWatched(e.target.checked)} />
        <RadioGroup legend="Mode" name="mode" value={mode} onChange={setMode} options={[{ value: 'AIR', label: 'Air' }, { value: 'SEA', label: 'Sea' }]} />
      </>
    );
  }
  renderUi(<Choices />);
  await userEvent.click(screen.getByText('Watched only'));
  expect(screen.getByRole('checkbox', { name: 'Watched only' })).toBeChecked();
  await userEvent.keyboard(' ');
  expect(screen.getByRole('checkbox', { name: 'Watched only' })).not.toBeChecked();
  await userEvent.click(screen.getByRole('radio', { name: 'Air' }));
  await userEvent.keyboard('{ArrowDown}');
  expect(screen.getByRole('radio', { name: 'Sea' })).toBeChecked();
  expect(await axeViolations()).toEqual([]);
});
