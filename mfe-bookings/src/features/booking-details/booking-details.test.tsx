import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Booking } from '@freightdeck/contracts';
import { errorModal } from '@freightdeck/ui';
import { detailsBooking, DETAILS_BOOKING_ID } from '../../testing/canned-details';
import { openDetails } from './testing/open-details';
import { enterDateTime } from './testing/enter-date-time';
import { refusal, renderDetails, stubApi, type Answer } from './testing/render-details';

const POST = (action: string) => `POST /v1/bookings/${DETAILS_BOOKING_ID}/${action}`;

beforeEach(() => localStorage.clear());
afterEach(() => act(() => errorModal.dismiss()));

const open = (booking: Booking, routes: Record<string, Answer> = {}) => openDetails(booking, routes);

const actionNames = () => ['Confirm', 'Depart', 'Arrive', 'Deliver', 'Edit', 'Request revision', 'Cancel booking']
  .filter((name) => screen.queryByRole('button', { name }) !== null);

describe('booking details page', () => {
  it('shows the header facts: status, mode, route and the air waybill labelled as such', async () => {
    await open(detailsBooking());
    const facts = screen.getByLabelText('Booking facts');
    expect(facts).toHaveTextContent('In transit');
    expect(facts).toHaveTextContent('SIN → FRA');
    expect(within(facts).getByText('Air waybill').nextElementSibling).toHaveTextContent('020-12345675');
    expect(screen.getByRole('link', { name: 'Print' })).toHaveAttribute('href', '/bookings/print/FD-AIR-0042');
  });

  it.each([
    [['confirm', 'cancel', 'edit'], ['Confirm', 'Edit', 'Cancel booking']],
    [['depart', 'requestRevision', 'cancel'], ['Depart', 'Request revision', 'Cancel booking']],
    [['deliver'], ['Deliver']],
    [[], []],
  ] as const)('offers exactly the actions the server allows: %j', async (allowed, shown) => {
    await open(detailsBooking({ allowedActions: [...allowed] }));
    expect(actionNames()).toEqual(shown);
  });

  it('cancel requires a reason, then posts it and reloads the booking', async () => {
    const api = await open(detailsBooking({ status: 'PENDING', allowedActions: ['cancel'] }), {
      [POST('cancel')]: detailsBooking({ status: 'CANCELLED', allowedActions: [] }),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel booking FD-AIR-0042' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    expect(within(dialog).getByLabelText('Reason')).toHaveAccessibleDescription('Say why the booking is cancelled');
    expect(api.find(POST('cancel'))).toHaveLength(0);
    await userEvent.type(within(dialog).getByLabelText('Reason'), '  Customer withdrew the order ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    await waitFor(() => expect(api.find(POST('cancel')).map((c) => c.body)).toEqual([{ reason: 'Customer withdrew the order', expectedVersion: 4 }]));
    await waitFor(() => expect(api.find('GET /v1/bookings/FD-AIR-0042').length).toBeGreaterThan(1));
  });

  it('a cancel refused because the booking changed meanwhile (409 CONFLICT) reloads the booking and says so', async () => {
    const api = await open(detailsBooking({ status: 'PENDING', allowedActions: ['cancel'] }), {
      [POST('cancel')]: () => refusal(409, 'CONFLICT'),
    });
    expect(api.find('GET /v1/bookings/FD-AIR-0042')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel booking FD-AIR-0042' });
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Customer withdrew the order');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    expect(await screen.findByRole('alertdialog', { name: 'Error' })).toHaveTextContent('This change conflicts with the current state');
    expect(api.find(POST('cancel')).map((c) => c.body)).toEqual([{ reason: 'Customer withdrew the order', expectedVersion: 4 }]);
    await waitFor(() => expect(api.find('GET /v1/bookings/FD-AIR-0042')).toHaveLength(2));
  });

  it('confirm refuses a wrong air waybill check digit before calling, then sends the valid one', async () => {
    const api = await open(detailsBooking({ status: 'PENDING', carrierReference: null, allowedActions: ['confirm'] }), {
      [POST('confirm')]: detailsBooking(),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm booking FD-AIR-0042' });
    const field = within(dialog).getByLabelText('Air waybill');
    await userEvent.type(field, '020-12345670');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(field).toHaveAccessibleDescription(/must be the first seven serial digits mod 7/);
    expect(api.find(POST('confirm'))).toHaveLength(0);
    await userEvent.clear(field);
    await userEvent.type(field, '020 1234 5675');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(api.find(POST('confirm')).map((c) => c.body)).toEqual([{ carrierReference: '020-12345675', expectedVersion: 4 }]));
  });

  it('shows the server refusal of a confirm in the error modal', async () => {
    await open(detailsBooking({ status: 'PENDING', carrierReference: null, allowedActions: ['confirm'] }), {
      [POST('confirm')]: () => refusal(409, 'INVALID_STATUS_TRANSITION'),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm booking FD-AIR-0042' });
    await userEvent.type(within(dialog).getByLabelText('Air waybill'), '020-12345675');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('alertdialog', { name: 'Error' })).toHaveTextContent('This action is not possible in the current status');
  });

  it('shows a server validation refusal of the carrier reference on the field', async () => {
    await open(detailsBooking({ status: 'PENDING', carrierReference: null, allowedActions: ['confirm'] }), {
      [POST('confirm')]: () => refusal(400, 'VALIDATION_ERROR', [{ path: 'carrierReference', message: 'is already used by FD-AIR-0007' }]),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm booking FD-AIR-0042' });
    await userEvent.type(within(dialog).getByLabelText('Air waybill'), '020-12345675');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(within(dialog).getByLabelText('Air waybill')).toHaveAccessibleDescription('is already used by FD-AIR-0007'));
  });

  it('deliver records the proof of delivery', async () => {
    const api = await open(detailsBooking({ status: 'ARRIVED', allowedActions: ['deliver'] }), { [POST('deliver')]: detailsBooking({ status: 'DELIVERED' }) });
    await userEvent.click(screen.getByRole('button', { name: 'Deliver' }));
    const dialog = await screen.findByRole('dialog', { name: 'Proof of delivery: FD-AIR-0042' });
    await userEvent.type(within(dialog).getByLabelText('Received by'), 'J. Weber');
    await enterDateTime(dialog, 'Delivered at', '20 Nov 2026', '09:30');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record delivery' }));
    await waitFor(() => expect(api.find(POST('deliver'))).toHaveLength(1));
    expect(api.find(POST('deliver'))[0]?.body).toEqual({ receivedBy: 'J. Weber', deliveredAt: new Date('2026-11-20T09:30').toISOString(), remarks: '', expectedVersion: 4 });
  });

  it('edit PATCHes only what changed, with the version read', async () => {
    const booking = detailsBooking({ status: 'PENDING', allowedActions: ['edit'] });
    const api = await open(booking, { 'PATCH /v1/bookings/:id': booking });
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit booking FD-AIR-0042' });
    await userEvent.clear(within(dialog).getByLabelText('Customer reference'));
    await userEvent.type(within(dialog).getByLabelText('Customer reference'), 'PO-99');
    const consignee = within(dialog).getByRole('group', { name: 'Consignee' });
    await userEvent.clear(within(consignee).getByLabelText('City'));
    await userEvent.type(within(consignee).getByLabelText('City'), 'Offenbach');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.find(`PATCH /v1/bookings/${DETAILS_BOOKING_ID}`)).toHaveLength(1));
    expect(api.find(`PATCH /v1/bookings/${DETAILS_BOOKING_ID}`)[0]?.body).toEqual({
      customerReference: 'PO-99', consignee: { ...booking.consignee, city: 'Offenbach' }, expectedVersion: 4,
    });
  });

  it('request revision (CONFIRMED) sends the same PATCH, said to go to operations for approval', async () => {
    const booking = detailsBooking({ status: 'CONFIRMED', allowedActions: ['requestRevision'] });
    const api = await open(booking, { 'PATCH /v1/bookings/:id': booking });
    await userEvent.click(screen.getByRole('button', { name: 'Request revision' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request a revision of FD-AIR-0042' });
    expect(dialog).toHaveTextContent('your changes go to operations for approval');
    await userEvent.clear(within(dialog).getByLabelText('Maximum temperature (°C)'));
    await userEvent.type(within(dialog).getByLabelText('Maximum temperature (°C)'), '1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Request revision' }));
    expect(within(dialog).getByLabelText('Maximum temperature (°C)')).toHaveAccessibleDescription('Must not be below the minimum');
    await userEvent.clear(within(dialog).getByLabelText('Maximum temperature (°C)'));
    await userEvent.type(within(dialog).getByLabelText('Maximum temperature (°C)'), '6');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Request revision' }));
    await waitFor(() => expect(api.find(`PATCH /v1/bookings/${DETAILS_BOOKING_ID}`).map((c) => c.body)).toEqual([
      { cargo: { ...booking.cargo, temperature: { minC: 2, maxC: 6 } }, expectedVersion: 4 },
    ]));
  });

  it('depart records when the shipment left', async () => {
    const api = await open(detailsBooking({ status: 'CONFIRMED', allowedActions: ['depart'] }), { [POST('depart')]: detailsBooking() });
    await userEvent.click(screen.getByRole('button', { name: 'Depart' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record departure: FD-AIR-0042' });
    await enterDateTime(dialog, 'Departed at', '19 Nov 2026', '01:05');
    await userEvent.type(within(dialog).getByLabelText('Remarks'), 'On time');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Depart' }));
    await waitFor(() => expect(api.find(POST('depart')).map((c) => c.body)).toEqual([
      { at: new Date('2026-11-19T01:05').toISOString(), remarks: 'On time', expectedVersion: 4 },
    ]));
  });

  it('the watch toggle unwatches a watched booking', async () => {
    const api = await open(detailsBooking(), { 'POST /v1/bookings/watchlist/unwatch': { bookingIds: [] } });
    const toggle = screen.getByRole('button', { name: 'Watch FD-AIR-0042' });
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(toggle);
    await waitFor(() => expect(api.find('POST /v1/bookings/watchlist/unwatch').map((c) => c.body)).toEqual([{ bookingIds: [DETAILS_BOOKING_ID] }]));
  });

  it('says so when the booking is not found', async () => {
    stubApi({});
    renderDetails('/bookings/FD-NOPE');
    expect(await screen.findByRole('alert')).toHaveTextContent('There is no booking FD-NOPE that you may see.');
  });
});
