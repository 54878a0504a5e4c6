import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorModal } from '@freightdeck/ui';
import { detailsBooking, detailsShareLink, DETAILS_BOOKING_ID } from '../../../testing/canned-details';
import { openDetails } from '../testing/open-details';

beforeEach(() => localStorage.clear());
afterEach(() => act(() => errorModal.dismiss()));

const LINKS = `/v1/bookings/${DETAILS_BOOKING_ID}/share-links`;
const section = () => screen.getByRole('region', { name: 'Share links' });
const expired = { ...detailsShareLink, id: 's2', status: 'EXPIRED' as const };

describe('share links', () => {
  it('creates a link with the chosen expiry', async () => {
    const api = await openDetails(detailsBooking(), { 'POST /v1/bookings/:id/share-links': detailsShareLink });
    await userEvent.selectOptions(within(section()).getByLabelText('Expires in'), '7 days');
    await userEvent.click(within(section()).getByRole('button', { name: 'Create share link' }));
    await waitFor(() => expect(api.find(`POST ${LINKS}`).map((c) => c.body)).toEqual([{ expiresInDays: 7 }]));
    await waitFor(() => expect(api.find(`GET ${LINKS}`).length).toBeGreaterThan(1));
  });

  it('lists links with their status; an active one copies its full addresses and can be revoked', async () => {
    const writeText = jest.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const api = await openDetails(detailsBooking(), {
      'GET /v1/bookings/:id/share-links': { items: [detailsShareLink, expired] },
      'POST /v1/bookings/:id/share-links/:linkId/revoke': { ...detailsShareLink, status: 'REVOKED' },
    });
    const rows = (await within(section()).findAllByRole('row')).slice(1);
    expect(rows.map((r) => r.firstChild?.textContent)).toEqual(['Active', 'Expired']);
    expect(within(rows[1] as HTMLElement).queryByRole('button')).not.toBeInTheDocument();
    // The actions are one group of separate buttons, not a run of text.
    const actions = within(rows[0] as HTMLElement).getByRole('group', { name: /^Share link created / });
    expect(within(actions).getAllByRole('button').map((b) => b.textContent)).toEqual(['Copy print link', 'Copy delivery link', 'Revoke']);
    await userEvent.click(within(rows[0] as HTMLElement).getByRole('button', { name: 'Copy delivery link' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/bookings/FD-AIR-0042/delivery?token=tok-demo`);
    expect(within(section()).getByRole('status')).toHaveTextContent('Delivery link copied');
    await userEvent.click(within(rows[0] as HTMLElement).getByRole('button', { name: 'Revoke' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Revoke share link' })).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(api.find(`POST ${LINKS}/s1/revoke`)).toHaveLength(1));
  });

  it('is not shown (nor asked for) without the share action', async () => {
    const api = await openDetails(detailsBooking({ allowedActions: [] }));
    expect(screen.queryByRole('region', { name: 'Share links' })).not.toBeInTheDocument();
    expect(api.find(`GET ${LINKS}`)).toHaveLength(0);
  });
});
