import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorModal } from '@freightdeck/ui';
import { detailsBooking, DETAILS_BOOKING_ID } from '../../../testing/canned-details';
import { openDetails } from '../testing/open-details';
import { enterDateTime } from '../testing/enter-date-time';
import { refusal } from '../testing/render-details';

const CONFIRM = `POST /v1/bookings/${DETAILS_BOOKING_ID}/confirm`;
const pending = detailsBooking({ status: 'PENDING', carrierReference: null, legs: [], allowedActions: ['confirm'] });

beforeEach(() => localStorage.clear());
afterEach(() => act(() => errorModal.dismiss()));

async function openConfirm() {
  await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
  const dialog = await screen.findByRole('dialog', { name: 'Confirm booking FD-AIR-0042' });
  await userEvent.type(within(dialog).getByLabelText('Air waybill'), '020-12345675');
  return dialog;
}
/** Types into a reference picker of `scope` and picks the option named like `option`. */
async function pick(scope: HTMLElement, label: string, query: string, option: RegExp) {
  const box = within(scope).getByRole('combobox', { name: label });
  await userEvent.clear(box);
  await userEvent.type(box, query);
  await userEvent.click(await within(scope).findByRole('option', { name: option }));
}
const leg = (dialog: HTMLElement, n: number) => within(dialog).getByRole('group', { name: `Leg ${n}` });

describe('confirm with the booked flights', () => {
  it('pre-fills one leg from origin to destination, refuses a broken chain before calling, then sends the legs', async () => {
    const api = await openDetails(pending, { [CONFIRM]: detailsBooking() });
    const dialog = await openConfirm();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add the booked flights' }));
    expect(within(leg(dialog, 1)).getByRole('combobox', { name: 'From' })).toHaveValue('SIN – Singapore Changi Airport');
    expect(within(leg(dialog, 1)).getByRole('combobox', { name: 'To' })).toHaveValue('FRA – Frankfurt Airport');

    await pick(leg(dialog, 1), 'To', 'DXB', /Dubai International/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(within(leg(dialog, 1)).getByRole('combobox', { name: 'Carrier' })).toHaveAccessibleDescription('Choose the carrier');
    expect(within(leg(dialog, 1)).getByLabelText('Flight number')).toHaveAccessibleDescription('Enter the flight number');
    expect(within(leg(dialog, 1)).getByRole('combobox', { name: 'To' })).toHaveAccessibleDescription('The last leg must end at the destination (FRA)');
    expect(api.find(CONFIRM)).toHaveLength(0);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Add leg' }));
    expect(within(leg(dialog, 2)).getByRole('combobox', { name: 'From' })).toHaveValue('DXB – Dubai International Airport');
    await pick(leg(dialog, 2), 'From', 'SIN', /Changi/);
    await pick(leg(dialog, 1), 'Carrier', 'Emirates', /Emirates SkyCargo/);
    await userEvent.type(within(leg(dialog, 1)).getByLabelText('Flight number'), 'EK 349');
    await enterDateTime(leg(dialog, 1), 'Departure', '20 Nov 2026', '08:00');
    await enterDateTime(leg(dialog, 1), 'Arrival', '20 Nov 2026', '07:00');
    await pick(leg(dialog, 2), 'Carrier', 'Emirates', /Emirates SkyCargo/);
    await userEvent.type(within(leg(dialog, 2)).getByLabelText('Flight number'), 'EK 45');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(within(leg(dialog, 2)).getByRole('combobox', { name: 'From' })).toHaveAccessibleDescription('Must be where the previous leg ends (DXB)');
    expect(within(leg(dialog, 1)).getByLabelText('Arrival')).toHaveAccessibleDescription(/^Must not be before the departure/);
    expect(api.find(CONFIRM)).toHaveLength(0);

    await pick(leg(dialog, 2), 'From', 'DXB', /Dubai International/);
    await enterDateTime(leg(dialog, 1), 'Arrival', '20 Nov 2026', '15:30');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(api.find(CONFIRM)).toHaveLength(1));
    expect(api.find(CONFIRM)[0]?.body).toEqual({
      carrierReference: '020-12345675',
      expectedVersion: pending.version,
      legs: [
        { carrier: 'EK', transportId: 'EK 349', vesselName: '', from: 'SIN', to: 'DXB', departureAt: new Date('2026-11-20T08:00').toISOString(), arrivalAt: new Date('2026-11-20T15:30').toISOString() },
        { carrier: 'EK', transportId: 'EK 45', vesselName: '', from: 'DXB', to: 'FRA', departureAt: null, arrivalAt: null },
      ],
    });
  }, 40_000); // many picks and typed dates and times: slow on a shared machine

  it('pre-fills the requested legs, and shows a server validation detail of a leg on its field', async () => {
    const requested = detailsBooking({ ...pending, legs: detailsBooking().legs });
    const api = await openDetails(requested, {
      [CONFIRM]: () => refusal(400, 'VALIDATION_ERROR', [{ path: 'legs.0.transportId', message: 'is not a flight of SQ on that day' }]),
    });
    const dialog = await openConfirm();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add the booked flights' }));
    expect(within(leg(dialog, 1)).getByRole('combobox', { name: 'Carrier' })).toHaveValue('SQ – Singapore Airlines Cargo');
    expect(within(leg(dialog, 1)).getByLabelText('Flight number')).toHaveValue('SQ326');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(within(leg(dialog, 1)).getByLabelText('Flight number')).toHaveAccessibleDescription('is not a flight of SQ on that day'));
    expect(api.find(CONFIRM)[0]?.body).toEqual({ carrierReference: '020-12345675', legs: requested.legs, expectedVersion: requested.version });
  });

  it('confirms without legs unless they are added (the booking keeps its own)', async () => {
    const api = await openDetails(pending, { [CONFIRM]: detailsBooking() });
    const dialog = await openConfirm();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add the booked flights' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove leg 1' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(api.find(CONFIRM).map((c) => c.body)).toEqual([{ carrierReference: '020-12345675', expectedVersion: pending.version }]));
  });
});
