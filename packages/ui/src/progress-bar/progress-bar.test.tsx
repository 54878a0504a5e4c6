import { screen } from '@testing-library/react';
import { axeViolations } from '../testing/axe';
import { renderUi } from '../testing/render';
import { ProgressBar } from './progress-bar';

it('is a named progressbar with its value, range and shown percentage', async () => {
  renderUi(<ProgressBar label="Upload" value={40} />);
  const bar = screen.getByRole('progressbar', { name: 'Upload' });
  expect(bar).toHaveAttribute('aria-valuenow', '40');
  expect(bar).toHaveAttribute('aria-valuemin', '0');
  expect(bar).toHaveAttribute('aria-valuemax', '100');
  expect(screen.getByText('40%')).toBeInTheDocument();
  expect(await axeViolations()).toEqual([]);
});

it('keeps the value in range and reads out a value text when given', () => {
  renderUi(<ProgressBar label="Legs flown" value={7} max={5} valueText="5 of 5 legs" />);
  const bar = screen.getByRole('progressbar', { name: 'Legs flown' });
  expect(bar).toHaveAttribute('aria-valuenow', '5');
  expect(bar).toHaveAttribute('aria-valuetext', '5 of 5 legs');
});

it('has no value while the length of the work is unknown', () => {
  renderUi(<ProgressBar label="Export" />);
  expect(screen.getByRole('progressbar', { name: 'Export' })).not.toHaveAttribute('aria-valuenow');
});
