import { screen, within } from '@testing-library/react';
import { createRef } from 'react';
import { Button } from '../button';
import { axeViolations } from '../testing/axe';
import { renderUi } from '../testing/render';
import { ActionGroup } from './action-group';

it('groups a row\'s actions under a name, as separate buttons, and forwards ref and className', async () => {
  const ref = createRef<HTMLDivElement>();
  renderUi(
    <ActionGroup ref={ref} className="extra" aria-label="Link 1">
      <Button variant="link">Copy print link</Button>
      <Button variant="link">Revoke</Button>
    </ActionGroup>,
  );
  const group = screen.getByRole('group', { name: 'Link 1' });
  expect(within(group).getAllByRole('button').map((b) => b.textContent)).toEqual(['Copy print link', 'Revoke']);
  expect(group).toHaveClass('extra');
  expect(ref.current).toBe(group);
  expect(getComputedStyle(group).flexWrap).toBe('wrap');
  expect(await axeViolations()).toEqual([]);
});
