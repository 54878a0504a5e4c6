import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BookingRevision } from '@freightdeck/contracts';
import { errorModal } from '@freightdeck/ui';
import { detailsBooking, DETAILS_BOOKING_ID } from '../../../testing/canned-details';
import { openDetails } from '../testing/open-details';

const requested: BookingRevision = {
  id: 'r2', status: 'REQUESTED', requestedBy: { id: 'u1', name: 'Anna Berg' }, requestedAt: '2026-11-18T09:00:00.000Z',
  request: { customerReference: 'PO-2' }, changes: [{ path: 'customerReference', from: 'PO-1', to: 'PO-2' }], decidedBy: null, decidedAt: null, reason: '',
};
const DECIDE = `PATCH /v1/bookings/${DETAILS_BOOKING_ID}/revisions/r2`;

beforeEach(() => localStorage.clear());
afterEach(() => act(() => errorModal.dismiss()));

const revisions = () => screen.getByRole('region', { name: 'Revisions' });

describe('revisions', () => {
  it('shows a requested change as from → to', async () => {
    await openDetails(detailsBooking({ status: 'CONFIRMED', revisions: [requested], allowedActions: [] }));
    const table = within(revisions()).getByRole('table', { name: 'Requested changes by Anna Berg' });
    expect(within(table).getByRole('row', { name: 'Customer reference PO-1 PO-2' })).toBeInTheDocument();
    expect(within(revisions()).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  });

  it('staff approve a requested revision', async () => {
    const api = await openDetails(detailsBooking({ status: 'CONFIRMED', revisions: [requested], allowedActions: ['decideRevision'] }), {
      [DECIDE]: detailsBooking({ status: 'CONFIRMED', revisions: [{ ...requested, status: 'APPROVED' }] }),
    });
    await userEvent.click(within(revisions()).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(api.find(DECIDE).map((c) => c.body)).toEqual([{ status: 'APPROVED' }]));
  });

  it('staff reject with a reason, which is required', async () => {
    const api = await openDetails(detailsBooking({ status: 'CONFIRMED', revisions: [requested], allowedActions: ['decideRevision'] }), {
      [DECIDE]: detailsBooking({ status: 'CONFIRMED', revisions: [{ ...requested, status: 'REJECTED', reason: 'Too late' }] }),
    });
    await userEvent.click(within(revisions()).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject revision' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject revision' }));
    expect(within(dialog).getByLabelText('Reason')).toHaveAccessibleDescription('Say why the revision is rejected');
    expect(api.find(DECIDE)).toHaveLength(0);
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'The flight has left');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject revision' }));
    await waitFor(() => expect(api.find(DECIDE).map((c) => c.body)).toEqual([{ status: 'REJECTED', reason: 'The flight has left' }]));
  });
});
