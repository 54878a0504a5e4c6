import { AirportPicker, SeaportPicker, Select, TextField } from '@freightdeck/ui';
import { Fields, ScheduleSummary } from '../create.styles';
import { useOrganizationChoice } from '../use-organization-choice';
import { setField, type StepProps } from './step-props';

const UTC = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', timeZone: 'UTC' });
const utcTime = (iso: string) => `${UTC.format(new Date(iso))} UTC`;

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
      {values.legs.length > 0 && values.scheduleOptionId && (
        <ScheduleSummary aria-label="Chosen schedule">
          <strong>Chosen schedule</strong>
          {values.legs.map((leg) => (
            <span key={`${leg.transportId}-${leg.from}`}>
              {leg.carrier} {leg.vesselName ? `${leg.vesselName} ` : ''}{leg.transportId}: {leg.from} {utcTime(leg.departureAt)} → {leg.to} {utcTime(leg.arrivalAt)}
            </span>
          ))}
          {(values.legs[0]!.from !== values.origin || values.legs.at(-1)!.to !== values.destination) && (
            <em>The route no longer matches this schedule: the booking is sent without it.</em>
          )}
        </ScheduleSummary>
      )}
      <TextField label="Customer reference" maxLength={50} placeholder="Purchase order, shipment number…" {...form.field('customerReference')} />
    </Fields>
  );
}
