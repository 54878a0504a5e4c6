import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { reply } from '@freightdeck/dev-shell';
import { confirmedSharedBooking, PUBLIC_REF, sharedBookingSample } from '../../../testing/canned-public';
import { openPublicPage, resetBetweenTests } from '../testing';

resetBetweenTests();
// Typing into the dev shell's page takes a while on a busy machine.
jest.setTimeout(15_000);
const user = () => userEvent.setup({ delay: null });

const url = (token = 'demo', ref = PUBLIC_REF) => `/bookings/${ref}/delivery?token=${token}`;
const heading = () => screen.findByRole('heading', { level: 1, name: `Delivery of booking ${PUBLIC_REF}` });

describe('booking delivery page', () => {
  it('shows the status, route and milestones in order', async () => {
    openPublicPage(url());
    await heading();
    expect(screen.getByText('Arrived', { selector: '[data-status]' })).toBeInTheDocument();
    expect(screen.getByText(/^SIN .+ → FRA .+/)).toHaveTextContent(/^SIN Singapore.* → FRA Frankfurt/);
    expect(screen.getByText('618-12345675')).toBeInTheDocument();
    const items = within(screen.getByRole('region', { name: 'Milestones' })).getAllByRole('listitem');
    expect(items.map((li) => li.firstChild?.textContent)).toEqual(['Pending', 'Confirmed', 'In transit', 'Arrived']);
    expect(screen.queryByRole('region', { name: 'Proof of delivery' })).not.toBeInTheDocument();
  });

  it('confirms receipt: posts the name and remarks without credentials, then shows the confirmation', async () => {
    const { calls } = openPublicPage(url());
    await heading();
    const form = screen.getByRole('form', { name: 'Confirm receipt' });
    await user().type(within(form).getByLabelText('Received by'), '  Jonas Weber ');
    await user().type(within(form).getByLabelText('Remarks (optional)'), 'All four pallets intact');
    await user().click(within(form).getByRole('button', { name: 'Confirm receipt' }));

    expect(await screen.findByRole('status', { name: 'Receipt confirmation' })).toHaveTextContent('Receipt confirmed by Jonas Weber');
    expect(screen.getByRole('status', { name: 'Receipt confirmation' })).toHaveTextContent('Remarks: All four pallets intact');
    const post = calls.filter((c) => c.method === 'POST');
    expect(post).toEqual([{ method: 'POST', path: '/v1/bookings/shareable/demo/receipt', authorization: null, body: { receivedBy: 'Jonas Weber', remarks: 'All four pallets intact' } }]);
    expect(screen.queryByRole('form', { name: 'Confirm receipt' })).not.toBeInTheDocument();
  });

  it('asks for the receiver’s name before posting anything', async () => {
    const { calls } = openPublicPage(url());
    await heading();
    await user().click(screen.getByRole('button', { name: 'Confirm receipt' }));
    expect(await screen.findByText('Enter the name of the person who received the goods')).toBeInTheDocument();
    expect(screen.getByLabelText('Received by')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('says inline when the link stopped working before the receipt was sent', async () => {
    openPublicPage(url(), { overrides: { 'POST /v1/bookings/shareable/demo/receipt': reply(404, { code: 'NOT_FOUND', message: 'gone', details: null }) } });
    await heading();
    await user().type(screen.getByLabelText('Received by'), 'Jonas Weber');
    await user().click(screen.getByRole('button', { name: 'Confirm receipt' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is not valid or has expired');
    expect(screen.getByLabelText('Received by')).toHaveValue('Jonas Weber');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows proof of delivery and a receipt already confirmed, without the form', async () => {
    const delivered = {
      ...confirmedSharedBooking,
      status: 'DELIVERED',
      delivery: { receivedBy: 'Goods-in, Hall 3', deliveredAt: '2026-12-03T09:30:00Z', remarks: 'Seal intact', recordedBy: null, recordedAt: '2026-12-03T09:35:00Z' },
    };
    openPublicPage(url(), { overrides: { 'GET /v1/bookings/shareable/demo': delivered } });
    await heading();
    const proof = screen.getByRole('region', { name: 'Proof of delivery' });
    expect(proof).toHaveTextContent('Received byGoods-in, Hall 3');
    expect(proof).toHaveTextContent('RemarksSeal intact');
    expect(screen.getByRole('status', { name: 'Receipt confirmation' })).toHaveTextContent('Receipt confirmed by Jonas Weber');
    expect(screen.queryByRole('form', { name: 'Confirm receipt' })).not.toBeInTheDocument();
  });

  it('offers no form before the shipment has arrived', async () => {
    openPublicPage(url(), { overrides: { 'GET /v1/bookings/shareable/demo': { ...sharedBookingSample, status: 'IN_TRANSIT', canConfirmReceipt: false } } });
    await heading();
    expect(screen.getByText('Receipt can be confirmed here once the shipment has arrived.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Confirm receipt' })).not.toBeInTheDocument();
  });

  it.each([
    ['expired, revoked or unknown (404)', 'expired', {}],
    ['malformed (400)', 'cut', { 'GET /v1/bookings/shareable/cut': reply(400, { code: 'VALIDATION_ERROR', message: 'bad', details: [{ path: 'params.token', message: 'too long' }] }) }],
  ])('says so when the link is %s', async (_what, token, overrides) => {
    openPublicPage(url(token), { overrides });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('This link is not valid or has expired');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('offers a retry when the API could not be reached', async () => {
    openPublicPage(url('down'), { overrides: { 'GET /v1/bookings/shareable/down': reply(503, { code: 'SERVICE_UNAVAILABLE', message: 'down', details: null }) } });
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 })).toHaveTextContent('The booking could not be loaded');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('says so when the link has no token, and calls nothing', async () => {
    const { calls } = openPublicPage(`/bookings/${PUBLIC_REF}/delivery`);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('This link is incomplete');
    expect(calls).toEqual([]);
  });

  it('says so when the ref in the path is not the booking’s', async () => {
    openPublicPage(url('demo', 'FD-OTHER-9'));
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(`This link belongs to booking ${PUBLIC_REF}`);
    expect(screen.getByRole('link', { name: `Open booking ${PUBLIC_REF}` })).toHaveAttribute('href', `/bookings/${PUBLIC_REF}/delivery?token=demo`);
  });
});
