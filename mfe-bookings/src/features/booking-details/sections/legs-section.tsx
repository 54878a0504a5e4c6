import type { Booking } from '@freightdeck/contracts';
import { useReferenceFormats } from '@freightdeck/ui';
import { formatPlaceTime } from '../../shared';
import { Muted } from '../components/details.styles';
import { Table } from '../components/table-scroll';
import { SectionCard } from '../components/section-card';

// The details page marks an absent value with an em dash throughout (the vessel column too).
const NOT_SET = '—';

export function LegsSection({ booking }: { booking: Booking }) {
  const air = booking.mode === 'AIR';
  const { formatPlace } = useReferenceFormats();
  return (
    <SectionCard title="Legs">
      {booking.legs.length === 0 ? (
        <Muted>No flights or sailings yet: operations assign them at confirmation.</Muted>
      ) : (
        <Table aria-label="Legs">
          <thead>
            <tr><th>Carrier</th><th>{air ? 'Flight' : 'Voyage'}</th>{!air && <th>Vessel</th>}<th>From</th><th>To</th><th>Departure</th><th>Arrival</th></tr>
          </thead>
          <tbody>
            {booking.legs.map((leg, i) => (
              <tr key={i}>
                <td>{leg.carrier}</td>
                <td>{leg.transportId}</td>
                {!air && <td>{leg.vesselName || NOT_SET}</td>}
                <td>{formatPlace(leg.from)}</td>
                <td>{formatPlace(leg.to)}</td>
                <td>{formatPlaceTime(leg.departureAt, NOT_SET)}</td>
                <td>{formatPlaceTime(leg.arrivalAt, NOT_SET)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </SectionCard>
  );
}
