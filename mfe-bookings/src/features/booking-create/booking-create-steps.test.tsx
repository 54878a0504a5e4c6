import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderBookings, stubApi, resetBetweenTests } from '../../testing/fake-api';

// Walks through several steps with real typing and reference pickers.
jest.setTimeout(20_000);

resetBetweenTests();

const stepHeading = () => screen.getByRole('heading', { level: 2, name: /^Step/ });
const next = () => userEvent.click(screen.getByRole('button', { name: 'Next' }));

async function pick(label: string, query: string, optionCode: string) {
  const box = await screen.findByRole('combobox', { name: label });
  await waitFor(() => expect(box).not.toHaveAttribute('aria-busy'));
  await userEvent.type(box, query);
  await userEvent.click(await screen.findByRole('option', { name: new RegExp(`^${optionCode}`) }));
}

/** Mode (air) and route SIN → FRA, arriving at the cargo step. */
async function toCargoStep() {
  await userEvent.click(await screen.findByRole('radio', { name: /Air freight/ }));
  await next();
  await pick('Origin airport', 'SIN', 'SIN');
  await pick('Destination airport', 'FRA', 'FRA');
  await userEvent.type(screen.getByLabelText('Cargo-ready date'), '01 Dec 2026');
  await next();
  expect(stepHeading()).toHaveTextContent('Step 3 of 5: Cargo');
}

describe('create booking: the steps', () => {
  it('checks each step when moving on, marks the fields and keeps what was entered on Back', async () => {
    stubApi(() => undefined);
    renderBookings('/bookings/create');
    expect(await screen.findByRole('heading', { level: 2, name: /^Step/ })).toHaveTextContent('Step 1 of 5: Mode');
    await next();
    const modeGroup = screen.getByRole('group', { name: 'Transport mode' });
    expect(within(modeGroup).getByRole('alert')).toHaveTextContent('Choose the transport mode');
    expect(stepHeading()).toHaveTextContent('Step 1 of 5');

    await userEvent.click(screen.getByRole('radio', { name: /Sea freight/ }));
    await next();
    expect(within(screen.getByRole('group', { name: 'Sea load' })).getByRole('alert')).toHaveTextContent('Choose the sea load for sea freight (FCL or LCL)');
    await userEvent.click(screen.getByRole('radio', { name: /Full container load/ }));
    await next();

    expect(stepHeading()).toHaveTextContent('Step 2 of 5: Route');
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('Route');
    // Sea freight picks seaports.
    expect(screen.getByRole('combobox', { name: 'Origin port' })).toBeInTheDocument();
    await next();
    expect(screen.getByRole('combobox', { name: 'Origin port' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Cargo-ready date')).toHaveAccessibleDescription(/^Enter the cargo-ready date/);
    // The first invalid field gets the focus (the form kit's scroll to the first error).
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Origin port' })).toHaveFocus());
    await userEvent.type(screen.getByLabelText('Cargo-ready date'), '01 Dec 2026');
    expect(screen.getByLabelText('Cargo-ready date')).not.toHaveAttribute('aria-invalid');

    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(stepHeading()).toHaveTextContent('Step 1 of 5: Mode');
    expect(screen.getByRole('radio', { name: /Full container load/ })).toBeChecked();
  });

  it('shows the volume and chargeable weight of each line and of the shipment as the user types', async () => {
    stubApi(() => undefined);
    renderBookings('/bookings/create');
    await toCargoStep();
    const line1 = screen.getByRole('group', { name: 'Line 1' });
    await userEvent.type(within(line1).getByLabelText('Length (cm)'), '100');
    await userEvent.type(within(line1).getByLabelText('Width (cm)'), '100');
    await userEvent.type(within(line1).getByLabelText('Height (cm)'), '100');
    await userEvent.type(within(line1).getByLabelText('Weight per piece (kg)'), '50');
    // 1 m³ is 166.67 kg by volume (÷ 6000): more than 50 kg gross, up to the next half kg.
    expect(within(line1).getByRole('status', { name: 'Line 1 volume and chargeable' })).toHaveTextContent('1 m³ · chargeable 167 kg');
    const totals = screen.getByRole('group', { name: 'Shipment totals' });
    expect(totals).toHaveTextContent('Chargeable weight167 kg');

    await userEvent.clear(within(line1).getByLabelText('Pieces'));
    await userEvent.type(within(line1).getByLabelText('Pieces'), '3');
    expect(within(line1).getByRole('status', { name: 'Line 1 volume and chargeable' })).toHaveTextContent('3 m³ · chargeable 500 kg');

    await userEvent.click(screen.getByRole('button', { name: 'Add a line of pieces' }));
    const line2 = screen.getByRole('group', { name: 'Line 2' });
    await userEvent.type(within(line2).getByLabelText('Length (cm)'), '10');
    await userEvent.type(within(line2).getByLabelText('Width (cm)'), '10');
    await userEvent.type(within(line2).getByLabelText('Height (cm)'), '10');
    await userEvent.type(within(line2).getByLabelText('Weight per piece (kg)'), '400');
    // Gross 150 + 400 = 550 kg now beats the volumetric 500.2 kg.
    expect(totals).toHaveTextContent('Gross weight550 kg');
    expect(totals).toHaveTextContent('Chargeable weight550 kg');
  });

  it('requires a temperature range for pharmaceuticals before moving on', async () => {
    stubApi(() => undefined);
    renderBookings('/bookings/create');
    await toCargoStep();
    await userEvent.selectOptions(screen.getByLabelText('Cargo type'), 'Pharmaceutical');
    await userEvent.type(screen.getByLabelText('Commodity'), 'Vaccines');
    const line1 = screen.getByRole('group', { name: 'Line 1' });
    for (const [label, value] of [['Length (cm)', '120'], ['Width (cm)', '80'], ['Height (cm)', '100'], ['Weight per piece (kg)', '90']] as const) {
      await userEvent.type(within(line1).getByLabelText(label), value);
    }
    await next();
    const min = screen.getByLabelText('Minimum temperature (°C)');
    expect(min).toHaveAttribute('aria-invalid', 'true');
    expect(min).toHaveAccessibleDescription('Enter the minimum temperature for pharmaceutical cargo');
    expect(stepHeading()).toHaveTextContent('Step 3 of 5: Cargo');

    await userEvent.type(min, '8');
    await userEvent.type(screen.getByLabelText('Maximum temperature (°C)'), '2');
    await next();
    expect(screen.getByLabelText('Maximum temperature (°C)')).toHaveAccessibleDescription('Maximum temperature must not be below the minimum');

    await userEvent.clear(screen.getByLabelText('Minimum temperature (°C)'));
    await userEvent.type(screen.getByLabelText('Minimum temperature (°C)'), '2');
    await userEvent.clear(screen.getByLabelText('Maximum temperature (°C)'));
    await userEvent.type(screen.getByLabelText('Maximum temperature (°C)'), '8');
    await next();
    expect(stepHeading()).toHaveTextContent('Step 4 of 5: Parties');
  });
});
