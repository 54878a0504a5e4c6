import type { ReactNode } from 'react';
import { AirportPicker, SeaportPicker } from '../pickers';
import { DatePicker } from '../date-picker';
import { setField, type ShipmentForm } from './set-field';
import { Fields, ScheduleBox } from './shipment-form.styles';
import type { ShipmentFields } from './shipment-values';

const UTC = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', timeZone: 'UTC' });
const utcTime = (iso: string) => `${UTC.format(new Date(iso))} UTC`;

/** The legs of the schedule option the form was opened with, and a warning once the route no longer matches. */
function ChosenSchedule({ values, purpose }: { values: ShipmentFields; purpose: string }) {
  return (
    <ScheduleBox role="group" aria-label="Chosen schedule">
      <strong>Chosen schedule</strong>
      {values.legs.map((leg) => (
        <span key={`${leg.transportId}-${leg.from}`}>
          {leg.carrier} {leg.vesselName ? `${leg.vesselName} ` : ''}{leg.transportId}: {leg.from} {utcTime(leg.departureAt)} → {leg.to} {utcTime(leg.arrivalAt)}
        </span>
      ))}
      {(values.legs[0]!.from !== values.origin || values.legs.at(-1)!.to !== values.destination) && (
        <em>The route no longer matches this schedule: the {purpose} is sent without it.</em>
      )}
    </ScheduleBox>
  );
}

export interface ShipmentRouteFieldsProps {
  form: ShipmentForm;
  /** Fields of the form's own before the places (the booking's "Book for"). */
  before?: ReactNode;
  /** Fields of the form's own after them (the booking's customer reference). */
  children?: ReactNode;
  /** What the form sends, for the schedule warning: "booking", "request". */
  purpose?: string;
}

/** Where from, where to (airports or seaports by mode), when the cargo is ready, and the chosen schedule. */
export function ShipmentRouteFields({ form, before, children, purpose = 'booking' }: ShipmentRouteFieldsProps) {
  const { values, errors } = form;
  const Picker = values.mode === 'SEA' ? SeaportPicker : AirportPicker;
  const place = values.mode === 'SEA' ? 'port' : 'airport';
  return (
    <Fields>
      {before}
      <Picker label={`Origin ${place}`} value={values.origin || null} onChange={(code) => setField(form, 'origin', code ?? '')} error={errors.origin} required />
      <Picker label={`Destination ${place}`} value={values.destination || null} onChange={(code) => setField(form, 'destination', code ?? '')} error={errors.destination} required />
      <DatePicker label="Cargo-ready date" required value={values.cargoReadyDate} onChange={(date) => setField(form, 'cargoReadyDate', date)} error={errors.cargoReadyDate} name="cargoReadyDate" />
      {values.legs.length > 0 && values.scheduleOptionId && <ChosenSchedule values={values} purpose={purpose} />}
      {children}
    </Fields>
  );
}
