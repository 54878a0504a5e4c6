import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Booking } from '@freightdeck/contracts';
import { errorModal } from '@freightdeck/ui';
import { detailsBooking, DETAILS_BOOKING_ID } from '../../../testing/canned-details';
import { openDetails } from '../testing/open-details';
import { refusal, type Answer } from '../testing/render-details';

const PATCH = `PATCH /v1/bookings/${DETAILS_BOOKING_ID}`;

beforeEach(() => localStorage.clear());
afterEach(() => act(() => errorModal.dismiss()));

async function openEditor(booking: Booking, answer: Answer = booking) {
  const api = await openDetails(booking, { 'PATCH /v1/bookings/:id': answer });
  const revision = booking.status === 'CONFIRMED';
  await userEvent.click(screen.getByRole('button', { name: revision ? 'Request revision' : 'Edit' }));
  const dialog = await screen.findByRole('dialog', { name: revision ? 'Request a revision of FD-AIR-0042' : 'Edit booking FD-AIR-0042' });
  return { api, dialog };
}
const retype = async (field: HTMLElement, text: string) => {
  await userEvent.clear(field);
  if (text) await userEvent.type(field, text);
};
const group = (dialog: HTMLElement, name: string) => within(dialog).getByRole('group', { name });

describe('booking editor: cargo lines, notify party and legs', () => {
  it('edits pieces with live totals, refuses an incomplete piece, adds a notify party and PATCHes them', async () => {
    const booking = detailsBooking({ status: 'PENDING', allowedActions: ['edit'] });
    const { api, dialog } = await openEditor(booking);
    const totals = within(dialog).getByRole('status', { name: 'Cargo totals' });
    expect(totals).toHaveTextContent('4 pieces, 360 kg, 3.84 m³, chargeable 640 kg');

    await retype(within(group(dialog, 'Piece line 1')).getByLabelText('Count'), '5');
    expect(totals).toHaveTextContent('5 pieces, 450 kg, 4.8 m³, chargeable 800 kg');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add pieces' }));
    const added = group(dialog, 'Piece line 2');
    await userEvent.type(within(added).getByLabelText('Width (cm)'), '40');
    await userEvent.type(within(added).getByLabelText('Height (cm)'), '30');
    await userEvent.type(within(added).getByLabelText('Weight each (kg)'), '20');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(within(added).getByLabelText('Length (cm)')).toHaveAccessibleDescription('Enter the length');
    expect(api.find(PATCH)).toHaveLength(0);
    await userEvent.type(within(added).getByLabelText('Length (cm)'), '50');
    expect(totals).toHaveTextContent('6 pieces, 470 kg, 4.86 m³, chargeable 810 kg');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Add notify party' }));
    const notify = group(dialog, 'Notify party');
    await userEvent.type(within(notify).getByLabelText('Company'), 'Kuehne Broker');
    await userEvent.type(within(notify).getByLabelText('Address'), 'Hafenstrasse 1');
    await userEvent.type(within(notify).getByLabelText('City'), 'Frankfurt');
    await userEvent.type(within(notify).getByLabelText('Country (ISO code)'), 'de');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.find(PATCH)).toHaveLength(1));
    expect(api.find(PATCH)[0]?.body).toEqual({
      notifyParty: { company: 'Kuehne Broker', contactName: '', email: '', phone: null, address: 'Hafenstrasse 1', postalCode: '', city: 'Frankfurt', country: 'DE' },
      cargo: {
        ...booking.cargo,
        pieces: [{ ...booking.cargo.pieces[0], count: 5 }, { count: 1, lengthCm: 50, widthCm: 40, heightCm: 30, weightKg: 20, description: '' }],
      },
      expectedVersion: 4,
    });
  }, 40_000); // many fields typed: slow on a shared machine

  it('edits the containers of a sea FCL booking with live TEU and weight, and refuses more than the payload', async () => {
    const booking = detailsBooking({
      status: 'PENDING', mode: 'SEA', seaLoad: 'FCL', origin: 'SGSIN', destination: 'NLRTM', legs: [], allowedActions: ['edit'],
      cargo: { ...detailsBooking().cargo, pieces: [], containers: [{ type: '42G1', count: 2, cargoWeightKg: 18_000 }] },
    });
    const { api, dialog } = await openEditor(booking);
    expect(within(dialog).queryByRole('group', { name: 'Piece line 1' })).toBeNull();
    const line = group(dialog, 'Container line 1');
    await retype(within(line).getByLabelText('Count'), '3');
    expect(within(dialog).getByRole('status', { name: 'Cargo totals' })).toHaveTextContent('3 containers (6 TEU), 54,000 kg');
    await retype(within(line).getByLabelText('Cargo weight each (kg)'), '30000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(within(line).getByLabelText('Cargo weight each (kg)')).toHaveAccessibleDescription('Enter a weight up to the payload of 26,730 kg');
    expect(api.find(PATCH)).toHaveLength(0);
    await userEvent.selectOptions(within(line).getByLabelText('Container type'), "22G1 20' dry");
    await retype(within(line).getByLabelText('Cargo weight each (kg)'), '28000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.find(PATCH).map((c) => c.body)).toEqual([
      { cargo: { ...booking.cargo, containers: [{ type: '22G1', count: 3, cargoWeightKg: 28_000 }] }, expectedVersion: 4 },
    ]));
  }, 20_000);

  it('a revision removes the notify party and changes a flight; a server detail on a leg shows on its field', async () => {
    const notifyParty = { ...detailsBooking().consignee, company: 'Broker GmbH' };
    const booking = detailsBooking({ status: 'CONFIRMED', notifyParty, allowedActions: ['requestRevision'] });
    const { api, dialog } = await openEditor(booking, () => refusal(400, 'VALIDATION_ERROR', [{ path: 'legs.0.transportId', message: 'is not a flight of SQ' }]));
    expect(within(group(dialog, 'Notify party')).getByLabelText('Company')).toHaveValue('Broker GmbH');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove notify party' }));
    expect(within(dialog).queryByRole('group', { name: 'Notify party' })).toBeNull();
    const leg = group(dialog, 'Leg 1');
    await retype(within(leg).getByLabelText('Flight number'), 'SQ328');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Request revision' }));
    await waitFor(() => expect(within(leg).getByLabelText('Flight number')).toHaveAccessibleDescription('is not a flight of SQ'));
    expect(api.find(PATCH)[0]?.body).toEqual({ notifyParty: null, legs: [{ ...booking.legs[0], transportId: 'SQ328' }], expectedVersion: 4 });
  }, 20_000);
});
