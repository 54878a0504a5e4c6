import { ACTION_PERMISSIONS as can, encodeSchedulePrefill, paths, SCHEDULE_PREFILL_PARAM, type ScheduleLeg, type ScheduleOption } from '@freightdeck/contracts';
import { usePermission } from '@freightdeck/auth';
import { useCarriers } from '@freightdeck/references';
import { Badge } from '@freightdeck/ui';
import { clock, day, dayOffset, daysOfWeek, duration, prefillOf } from './format';
import { ActionLink, Actions, Legs, Muted, OptionCard, Times } from './schedules.styles';

const transport = (leg: ScheduleLeg) => (leg.vesselName ? `${leg.vesselName} ${leg.transportRef}` : leg.transportRef);
const equipment = (leg: ScheduleLeg) =>
  leg.vesselName ? `IMO ${leg.vesselImo}${leg.serviceCode ? ` · ${leg.serviceCode}` : ''}` : `${leg.aircraft ?? ''}${leg.freighter ? ' freighter' : leg.freighter === false ? ' belly' : ''}`;

function LegLine({ leg, first, carrierName }: { leg: ScheduleLeg; first: ScheduleLeg; carrierName: (code: string) => string }) {
  const plus = leg.vesselName ? 0 : dayOffset(first.departure.local, leg.arrival.local);
  return (
    <li>
      {carrierName(leg.carrier)} {transport(leg)} · {leg.from} {day(leg.departure.local)} {clock(leg.departure.local)} (UTC{leg.departure.utcOffset})
      {' → '}{leg.to} {day(leg.arrival.local)} {clock(leg.arrival.local)} (UTC{leg.arrival.utcOffset}){plus > 0 ? ` +${plus}` : ''} · {equipment(leg)}
    </li>
  );
}

/** One option: departure and arrival in local time (+n days), transit, stops with the connection, cut-off, Book and Quote. */
export function OptionItem({ option }: { option: ScheduleOption }) {
  const canBook = usePermission(can.bookingManage);
  const canQuote = usePermission(can.quotationManage);
  // The hook re-renders the card when the carriers set arrives.
  const carrierSet = useCarriers();
  const carrierName = (code: string) => carrierSet.get(code)?.name ?? code;
  const first = option.legs[0]!;
  const last = option.legs.at(-1)!;
  // The +n day marker is the air timetable's way to write it; a sailing shows its arrival date.
  const plus = option.mode === 'AIR' ? dayOffset(first.departure.local, last.arrival.local) : 0;
  const query = `?${new URLSearchParams({ [SCHEDULE_PREFILL_PARAM]: encodeSchedulePrefill(prefillOf(option)) })}`;
  const carriers = [...new Set(option.legs.map((l) => carrierName(l.carrier)))].join(' + ');
  return (
    <OptionCard aria-label={`${option.legs.map(transport).join(', ')} ${first.from} to ${last.to}`}>
      <div>
        <strong>{carriers}</strong>
        <Muted>{option.legs.map(transport).join(' · ')}</Muted>
        <Muted>{equipment(first)}{first.daysOfWeek ? ` · ${daysOfWeek(first.daysOfWeek)}` : ''}</Muted>
      </div>
      <Times>
        <div>
          <strong>{clock(first.departure.local)}</strong>
          <Muted>{first.from} · {day(first.departure.local)}</Muted>
        </div>
        <Muted>→</Muted>
        <div>
          <strong>{clock(last.arrival.local)}{plus > 0 && <sup aria-label={`plus ${plus} day${plus > 1 ? 's' : ''}`}>+{plus}</sup>}</strong>
          <Muted>{last.to} · {day(last.arrival.local)}</Muted>
        </div>
      </Times>
      <div>
        <div>{duration(option.transitMinutes, option.mode)}</div>
        {option.stops === 0
          ? <Badge tone="success">Direct</Badge>
          : <Badge tone="info">1 stop · {option.connections[0]!.at} · {duration(option.connections[0]!.minutes, option.mode)}</Badge>}
        {option.cutoff && <Muted>Cut-off {day(option.cutoff.local)} {clock(option.cutoff.local)}</Muted>}
      </div>
      <Actions>
        {canBook && <ActionLink data-variant="primary" to={`${paths.bookingCreate()}${query}`}>Book</ActionLink>}
        {canQuote && <ActionLink data-variant="secondary" to={`${paths.quotationCreate()}${query}`}>Quote</ActionLink>}
      </Actions>
      <Legs aria-label="Legs">
        {option.legs.map((leg) => <LegLine key={`${leg.tripId}-${leg.from}`} leg={leg} first={first} carrierName={carrierName} />)}
      </Legs>
    </OptionCard>
  );
}
