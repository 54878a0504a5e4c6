import { screen } from '@testing-library/react';
import { createRef } from 'react';
import { axeViolations } from '../testing/axe';
import { renderUi } from '../testing/render';
import { Badge, BADGE_TONES } from './badge';

it('shows its text with the tone as a data attribute, forwarding ref and className', async () => {
  const ref = createRef<HTMLSpanElement>();
  renderUi(<Badge ref={ref} tone="danger" className="extra">Cancelled</Badge>);
  const badge = screen.getByText('Cancelled');
  expect(badge).toHaveAttribute('data-tone', 'danger');
  expect(badge).toHaveClass('extra');
  expect(ref.current).toBe(badge);
  expect(await axeViolations()).toEqual([]);
});

it('is neutral unless told otherwise, and every tone has a distinct look', () => {
  renderUi(<>{BADGE_TONES.map((t) => <Badge key={t} tone={t}>{t}</Badge>)}<Badge>Plain</Badge></>);
  expect(screen.getByText('Plain')).toHaveAttribute('data-tone', 'neutral');
  const backgrounds = BADGE_TONES.map((t) => getComputedStyle(screen.getByText(t)).backgroundColor);
  expect(new Set(backgrounds).size).toBe(BADGE_TONES.length);
});
