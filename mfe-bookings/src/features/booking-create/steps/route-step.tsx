import { Select, ShipmentRouteFields, TextField } from '@freightdeck/ui';
import { useOrganizationChoice } from '../use-organization-choice';
import { setField, type StepProps } from './step-props';

/** Step 2: the shared route fields (places by mode, cargo-ready date, chosen schedule), whose booking it is, and its reference. */
export function RouteStep({ form }: StepProps) {
  const customers = useOrganizationChoice();
  const bookFor = customers.length > 0 && (
    <Select
      label="Book for" placeholder="Your first organization" options={customers.map((o) => ({ value: o.id, label: o.name }))}
      value={form.values.organizationId} error={form.errors.organizationId} onChange={(e) => setField(form, 'organizationId', e.target.value)}
    />
  );
  return (
    <ShipmentRouteFields form={form} before={bookFor} purpose="booking">
      <TextField label="Customer reference" maxLength={50} placeholder="Purchase order, shipment number…" {...form.field('customerReference')} />
    </ShipmentRouteFields>
  );
}
