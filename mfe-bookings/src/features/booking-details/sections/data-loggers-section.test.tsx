import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorModal } from '@freightdeck/ui';
import { detailsBooking, detailsLogger, detailsReadings } from '../../../testing/canned-details';
import { noContent, refusal } from '../testing/render-details';
import { openDetails } from '../testing/open-details';

beforeEach(() => localStorage.clear());
afterEach(() => act(() => errorModal.dismiss()));

const section = () => screen.getByRole('region', { name: 'Data loggers' });
const withLogger = { 'GET /v1/bookings/data-loggers': { items: [detailsLogger] }, 'GET /v1/bookings/data-loggers/:id/readings': detailsReadings };

describe('data loggers', () => {
  it('asks for the loggers by booking ref and charts the readings with the excursions marked', async () => {
    const api = await openDetails(detailsBooking(), withLogger);
    expect(api.find('GET /v1/bookings/data-loggers')[0]?.query.get('bookingRef')).toBe('FD-AIR-0042');
    const chart = await within(section()).findByRole('img', { name: /Temperature of data logger TT4-100231/ });
    expect(chart).toHaveAccessibleName(expect.stringContaining('8 readings from 3.1 °C to 9.4 °C, allowed 2 °C to 8 °C, 2 outside the range'));
    const marked = chart.querySelectorAll('[data-excursion]');
    expect([...marked].map((c) => c.querySelector('title')?.textContent)).toEqual([
      expect.stringContaining('8.9 °C (outside the range)'),
      expect.stringContaining('9.4 °C (outside the range)'),
    ]);
    expect(chart.querySelector('[data-testid="allowed-range"]')).not.toBeNull();
    const table = within(section()).getByRole('table', { name: 'Readings of TT4-100231' });
    expect(within(table).getAllByRole('row', { name: /Outside the range/ })).toHaveLength(2);
    const figures = within(section()).getByRole('article', { name: 'Data logger TT4-100231' });
    expect(figures).toHaveTextContent('Minimum3.1 °C');
    expect(figures).toHaveTextContent('Maximum9.4 °C');
  });

  it('adds a logger by serial and model', async () => {
    const api = await openDetails(detailsBooking(), { 'POST /v1/bookings/data-loggers': detailsLogger });
    const form = within(section()).getByRole('form', { name: 'Add a data logger' });
    await userEvent.type(within(form).getByLabelText('Serial number'), 'TT4-100231');
    await userEvent.type(within(form).getByLabelText('Model'), 'TempTale 4');
    await userEvent.click(within(form).getByRole('button', { name: 'Add data logger' }));
    await waitFor(() => expect(api.find('POST /v1/bookings/data-loggers').map((c) => c.body)).toEqual([
      { bookingRef: 'FD-AIR-0042', serialNumber: 'TT4-100231', model: 'TempTale 4' },
    ]));
  });

  it('a serial added twice shows the catalogue message in the error modal', async () => {
    await openDetails(detailsBooking(), { 'POST /v1/bookings/data-loggers': () => refusal(409, 'DATA_LOGGER_ALREADY_EXISTS') });
    const form = within(section()).getByRole('form', { name: 'Add a data logger' });
    await userEvent.type(within(form).getByLabelText('Serial number'), 'TT4-100231');
    await userEvent.type(within(form).getByLabelText('Model'), 'TempTale 4');
    await userEvent.click(within(form).getByRole('button', { name: 'Add data logger' }));
    expect(await screen.findByRole('alertdialog', { name: 'Error' })).toHaveTextContent('This data logger already added');
  });

  it('removes a logger after confirmation; without manageDataLoggers there is no form nor remove', async () => {
    const api = await openDetails(detailsBooking(), { ...withLogger, 'DELETE /v1/bookings/data-loggers/:id': noContent });
    await userEvent.click(await within(section()).findByRole('button', { name: 'Remove data logger TT4-100231' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Remove data logger' })).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(api.find('DELETE /v1/bookings/data-loggers/l1')).toHaveLength(1));
  });

  it('offers no changes to a viewer', async () => {
    await openDetails(detailsBooking({ allowedActions: [] }), withLogger);
    await within(section()).findByRole('img');
    expect(within(section()).queryByRole('form', { name: 'Add a data logger' })).not.toBeInTheDocument();
    expect(within(section()).queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
  });
});
