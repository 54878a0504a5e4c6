import { screen, within } from '@testing-library/react';
import { detailsBooking } from '../../../testing/canned-details';
import { openDetails } from '../testing/open-details';

beforeEach(() => localStorage.clear());

describe('status history', () => {
  it('lists who did what, newest first, with "on behalf of" for impersonated changes and field changes as from → to', async () => {
    await openDetails(detailsBooking());
    const history = screen.getByRole('region', { name: 'Status history' });
    const items = within(history).getAllByRole('listitem');
    expect(items.map((li) => li.firstChild?.textContent)).toEqual(['Departed', 'Confirmed', 'Updated', 'Created']);
    expect(items[0]).toHaveTextContent('(Confirmed → In transit) · Olle Ops');
    expect(items[2]).toHaveTextContent('Olle Ops on behalf of Anna Berg');
    expect(within(items[2] as HTMLElement).getByRole('row', { name: 'customerReference PO-88 PO-88123' })).toBeInTheDocument();
  });
});
