import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorModal } from '@freightdeck/ui';
import { detailsBooking, DETAILS_BOOKING_ID } from '../../../testing/canned-details';
import { openDetails } from '../testing/open-details';
import { refusal } from '../testing/render-details';

const PATCH = `PATCH /v1/bookings/${DETAILS_BOOKING_ID}`;

beforeEach(() => localStorage.clear());
afterEach(() => act(() => errorModal.dismiss()));

const openEditor = async () => {
  await userEvent.click(screen.getByRole('button', { name: 'Edit charges' }));
  return screen.findByRole('dialog', { name: 'Charges of FD-AIR-0042' });
};
const line = (dialog: HTMLElement, n: number) => within(dialog).getByRole('group', { name: `Charge line ${n}` });
const retype = async (field: HTMLElement, text: string) => {
  await userEvent.clear(field);
  if (text) await userEvent.type(field, text);
};

describe('charges section', () => {
  it('offers the charge editor only when the server allows editCharges', async () => {
    await openDetails(detailsBooking());
    expect(screen.getByRole('region', { name: 'Charges' })).toHaveTextContent('Final charges, set by operations.');
    expect(screen.queryByRole('button', { name: 'Edit charges' })).toBeNull();
  });

  it('calls the charges an estimate before confirmation and final after it', async () => {
    await openDetails(detailsBooking({ status: 'PENDING', chargesSource: 'STANDARD_TARIFF', confirmedAt: null }));
    expect(screen.getByRole('region', { name: 'Charges' })).toHaveTextContent('Estimate from the standard tariff; operations set the final charges at confirmation.');
    cleanup();
    await openDetails(detailsBooking({ status: 'CONFIRMED', chargesSource: 'STANDARD_TARIFF' }));
    const charges = screen.getByRole('region', { name: 'Charges' });
    expect(charges).toHaveTextContent('Final charges: the standard tariff, confirmed by operations with the booking.');
    expect(charges).not.toHaveTextContent('at confirmation');
  });

  it('computes amounts and totals per currency as one types, a percentage of the FRT lines, and PATCHes the lines with the version', async () => {
    const booking = detailsBooking({ allowedActions: ['editCharges'] });
    const api = await openDetails(booking, { 'PATCH /v1/bookings/:id': { ...booking, chargesSource: 'OPERATIONS' } });
    const dialog = await openEditor();
    const totals = within(dialog).getByLabelText('Totals per currency');
    expect(totals).toHaveTextContent('Total SGDSGD 35.00Total USDUSD 2,598.08');

    await retype(within(line(dialog, 1)).getByLabelText('Rate'), '4');
    expect(within(dialog).getByLabelText('Amount of line 1')).toHaveTextContent('USD 2,566.00');
    expect(totals).toHaveTextContent('Total USDUSD 3,111.28');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Add charge' }));
    const added = line(dialog, 4);
    await userEvent.type(within(added).getByRole('combobox', { name: 'Charge code' }), 'PU');
    await userEvent.click(await within(added).findByRole('option', { name: /Pick-up/ }));
    expect(within(added).getByLabelText('Description')).toHaveValue('Pick-up');
    await userEvent.selectOptions(within(added).getByLabelText('Basis'), '% of freight');
    await retype(within(added).getByLabelText('Rate (%)'), '10');
    await retype(within(added).getByLabelText('Currency'), 'usd');
    // 10 % of the FRT line (641.5 kg × 4) = 256.60.
    expect(within(dialog).getByLabelText('Amount of line 4')).toHaveTextContent('USD 256.60');
    expect(totals).toHaveTextContent('Total USDUSD 3,367.88');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove line 3' }));
    expect(totals).not.toHaveTextContent('SGD');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save charges' }));
    await waitFor(() => expect(api.find(PATCH)).toHaveLength(1));
    expect(api.find(PATCH)[0]?.body).toEqual({
      charges: [
        { code: 'FRT', description: 'Air freight', basis: 'PER_KG', quantity: 641.5, rate: 4, currency: 'USD' },
        { code: 'MY', description: 'Fuel surcharge', basis: 'PER_KG', quantity: 641.5, rate: 0.85, currency: 'USD' },
        { code: 'PU', description: 'Pick-up', basis: 'PERCENT_OF_FREIGHT', quantity: 1, rate: 10, currency: 'USD' },
      ],
      expectedVersion: 4,
    });
  });

  it('refuses an incomplete line before calling, and shows a server validation detail on its field', async () => {
    const booking = detailsBooking({ allowedActions: ['editCharges'] });
    const api = await openDetails(booking, {
      'PATCH /v1/bookings/:id': () => refusal(400, 'VALIDATION_ERROR', [{ path: 'charges.1.currency', message: 'must be an ISO 4217 currency code' }]),
    });
    const dialog = await openEditor();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add charge' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save charges' }));
    expect(within(line(dialog, 4)).getByRole('combobox', { name: 'Charge code' })).toHaveAccessibleDescription('Choose a charge code');
    expect(within(line(dialog, 4)).getByLabelText('Rate')).toHaveAccessibleDescription('Enter a rate from 0 to 10,000,000');
    expect(api.find(PATCH)).toHaveLength(0);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove line 4' }));
    await retype(within(line(dialog, 2)).getByLabelText('Currency'), 'XYZ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save charges' }));
    await waitFor(() => expect(within(line(dialog, 2)).getByLabelText('Currency')).toHaveAccessibleDescription('must be an ISO 4217 currency code'));
    expect(api.find(PATCH)).toHaveLength(1);
  });
});
