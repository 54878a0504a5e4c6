import type { Booking } from '@freightdeck/contracts';
import { Muted, Table } from '../components/details.styles';
import { SectionCard } from '../components/section-card';
import { formatInstant } from '../format';

export function LegsSection({ booking }: { booking: Booking }) {
  const air = booking.mode === 'AIR';
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
                {!air && <td>{leg.vesselName || '—'}</td>}
                <td>{leg.from}</td>
                <td>{leg.to}</td>
                <td>{formatInstant(leg.departureAt)}</td>
                <td>{formatInstant(leg.arrivalAt)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </SectionCard>
  );
}
