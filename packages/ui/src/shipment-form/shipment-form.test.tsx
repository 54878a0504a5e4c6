import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, useForm } from '../form';
import { renderUi } from '../testing/render';
import { ShipmentCargoFields } from './cargo-fields';
import { ShipmentModeFields } from './mode-fields';
import { emptyShipmentFields, toCargoInput, type ShipmentFormValues } from './shipment-values';

let latest: ShipmentFormValues;

/** A form of more fields than the shipment's (as the booking form has its parties). */
function Harness() {
  const form = useForm<ShipmentFormValues & { note: string }>({ initialValues: { ...emptyShipmentFields(), note: '' }, onSubmit: () => undefined });
  latest = form.values;
  return (
    <Form form={form} aria-label="Shipment">
      <ShipmentModeFields form={form} />
      <ShipmentCargoFields form={form} />
    </Form>
  );
}

describe('the shared shipment fields', () => {
  it('count an air shipment as it will be charged, live, and send numbers', async () => {
    renderUi(<Harness />);
    await userEvent.click(screen.getByRole('radio', { name: /Air freight/ }));
    const line = screen.getByRole('group', { name: 'Line 1' });
    await userEvent.clear(within(line).getByLabelText('Pieces'));
    await userEvent.type(within(line).getByLabelText('Pieces'), '4');
    for (const [label, value] of [['Length (cm)', '120'], ['Width (cm)', '80'], ['Height (cm)', '100'], ['Weight per piece (kg)', '90']] as const) {
      await userEvent.type(within(line).getByLabelText(label), value);
    }
    // 3.84 m³ ÷ 6000 cm³/kg → 640 kg volumetric beats 360 kg gross.
    const totals = screen.getByRole('group', { name: 'Shipment totals' });
    expect(totals).toHaveTextContent('360 kg');
    expect(totals).toHaveTextContent('3.84 m³');
    expect(totals).toHaveTextContent('Chargeable weight640 kg');
    expect(toCargoInput(latest).pieces).toEqual([{ count: 4, lengthCm: 120, widthCm: 80, heightCm: 100, weightKg: 90 }]);
  });

  it('take containers for sea FCL, and a temperature range for pharmaceuticals', async () => {
    renderUi(<Harness />);
    await userEvent.click(screen.getByRole('radio', { name: /Sea freight/ }));
    await userEvent.click(screen.getByRole('radio', { name: /Full container load/ }));
    expect(screen.getByRole('group', { name: 'Container line 1' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Line 1' })).not.toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Cargo type' }), 'PHARMACEUTICAL');
    expect(screen.getByText('Pharmaceutical cargo travels within a stated range.')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Container type' }), '45R1');
    expect(toCargoInput(latest)).toMatchObject({ type: 'PHARMACEUTICAL', pieces: [], containers: [{ type: '45R1', count: 1 }] });
  });
});
