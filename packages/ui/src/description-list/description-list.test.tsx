import { screen } from '@testing-library/react';
import { axeViolations } from '../testing/axe';
import { renderUi } from '../testing/render';
import { DescriptionList } from './description-list';

it('pairs each term with its value and shows a dash for a missing value', async () => {
  renderUi(<DescriptionList items={[
    { term: 'Shipper', value: 'Acme Pharma Asia' },
    { term: 'Customer reference', value: '' },
    { term: 'Remarks', value: <em>Keep cold</em>, wide: true },
  ]} />);
  const terms = screen.getAllByRole('term').map((t) => t.textContent);
  const values = screen.getAllByRole('definition').map((d) => d.textContent);
  expect(terms).toEqual(['Shipper', 'Customer reference', 'Remarks']);
  expect(values).toEqual(['Acme Pharma Asia', '–', 'Keep cold']);
  expect(await axeViolations()).toEqual([]);
});
