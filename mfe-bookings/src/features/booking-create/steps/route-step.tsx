import { AirportPicker, SeaportPicker, Select, TextField } from '@freightdeck/ui';
import { Fields } from '../create.styles';
import { useOrganizationChoice } from '../use-organization-choice';
import { setField, type StepProps } from './step-props';

/** Step 2: where from, where to (airports or seaports by mode), when the cargo is ready. */
export function RouteStep({ form }: StepProps) {
  const { values, errors } = form;
  const Picker = values.mode === 'SEA' ? SeaportPicker : AirportPicker;
  const place = values.mode === 'SEA' ? 'port' : 'airport';
  const customers = useOrganizationChoice();
  return (
    <Fields>
      {customers.length > 0 && (
        <Select
          label="Book for" placeholder="Your first organization" options={customers.map((o) => ({ value: o.id, label: o.name }))}
          value={values.organizationId} error={errors.organizationId} onChange={(e) => setField(form, 'organizationId', e.target.value)}
        />
      )}
      <Picker label={`Origin ${place}`} value={values.origin || null} onChange={(code) => setField(form, 'origin', code ?? '')} error={errors.origin} required />
      <Picker label={`Destination ${place}`} value={values.destination || null} onChange={(code) => setField(form, 'destination', code ?? '')} error={errors.destination} required />
      <TextField label="Cargo-ready date" type="date" required {...form.field('cargoReadyDate')} />
      <TextField label="Customer reference" maxLength={50} placeholder="Purchase order, shipment number…" {...form.field('customerReference')} />
    </Fields>
  );
}
