import { useId } from 'react';
import type { Booking } from '@freightdeck/contracts';
import { AirportPicker, Button, CarrierPicker, DateTimeField, SeaportPicker, TextField, type FormApi } from '@freightdeck/ui';
import { Columns, Muted, Row, SubTitle } from './details.styles';
import { LEG_FIELDS, legCount, legLine, MAX_LEGS } from './legs-values';
import { addLine, pickerField, removeLine, type FlatValues } from './line-values';

interface Props {
  form: FormApi<FlatValues>;
  booking: Pick<Booking, 'mode' | 'origin' | 'destination'>;
  title: string;
}

/** The flights (AIR) or sailings (SEA) of a booking: carrier, flight or voyage, vessel, ports and times. */
export function LegsEditor({ form, booking, title }: Props) {
  const titleId = useId();
  const air = booking.mode === 'AIR';
  const Place = air ? AirportPicker : SeaportPicker;
  const count = legCount(form.values);
  const key = (i: number, f: string) => `legs.${i}.${f}`;
  // A new leg continues from where the last one ends (the first from the origin), towards the destination.
  const from = count ? form.values[key(count - 1, 'to')] ?? '' : booking.origin;
  const add = () => addLine(form, 'legs', 'carrier', legLine({ from, to: booking.destination }));
  return (
    <div role="group" aria-labelledby={titleId}>
      <SubTitle id={titleId}>{title}</SubTitle>
      {count === 0 && <Muted>No {air ? 'flights' : 'sailings'}.</Muted>}
      {Array.from({ length: count }, (_, i) => (
        <div key={i} role="group" aria-label={`Leg ${i + 1}`}>
          <Columns>
            <CarrierPicker required {...pickerField(form, key(i, 'carrier'))} />
            <TextField label={air ? 'Flight number' : 'Voyage'} required maxLength={20} {...form.field(key(i, 'transportId'))} />
            {!air && <TextField label="Vessel" maxLength={100} {...form.field(key(i, 'vesselName'))} />}
            <Place label="From" required {...pickerField(form, key(i, 'from'))} />
            <Place label="To" required {...pickerField(form, key(i, 'to'))} />
            <DateTimeField label="Departure" {...form.control(key(i, 'departureAt'))} />
            <DateTimeField label="Arrival" {...form.control(key(i, 'arrivalAt'))} />
          </Columns>
          <Row>
            <Button variant="secondary" onClick={() => removeLine(form, 'legs', 'carrier', i, LEG_FIELDS)}>Remove leg {i + 1}</Button>
          </Row>
        </div>
      ))}
      {count < MAX_LEGS && <Button variant="secondary" onClick={add}>Add leg</Button>}
    </div>
  );
}
