import { screen, within } from '@testing-library/react';
import { formatInstant } from '../../shared';
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
    expect(within(items[2] as HTMLElement).getByRole('row', { name: 'Customer reference PO-88 PO-88123' })).toBeInTheDocument();
    // The carrier reference by the page's own label for an air booking.
    expect(within(items[1] as HTMLElement).getByRole('row', { name: 'Air waybill — 020-12345675' })).toBeInTheDocument();
  });

  it('tells instants in a note and changed legs in the page\'s formats, never as raw data', async () => {
    const booking = detailsBooking();
    const expires = '2026-12-02T02:44:32.478Z';
    booking.history.push(
      { id: 'h5', at: '2026-11-20T08:00:00.000Z', actor: null, impersonatedBy: null, action: 'SHARE_LINK_CREATED', fromStatus: null, toStatus: null, changes: [], note: `Expires ${expires}` },
      { id: 'h6', at: '2026-11-20T09:00:00.000Z', actor: null, impersonatedBy: null, action: 'UPDATED', fromStatus: null, toStatus: null, note: '',
        changes: [{ path: 'legs.0.departureAt', from: '2026-12-01T23:45:00+08:00', to: '2026-12-02T01:15:00+08:00' }, { path: 'cargo.pieces.0.weightKg', from: 1200, to: 1250.5 }] },
    );
    await openDetails(booking);
    const history = screen.getByRole('region', { name: 'Status history' });
    expect(history).not.toHaveTextContent(expires);
    expect(history).toHaveTextContent(`Expires ${formatInstant(expires)}`);
    expect(within(history).getByRole('row', { name: 'Departure, leg 1 01 Dec 2026 23:45 (UTC+08:00) 02 Dec 2026 01:15 (UTC+08:00)' })).toBeInTheDocument();
    expect(within(history).getByRole('row', { name: 'Weight per piece (kg), line 1 1,200 kg 1,250.5 kg' })).toBeInTheDocument();
  });
});
