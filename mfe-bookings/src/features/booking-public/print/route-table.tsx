import type { Leg } from '@freightdeck/contracts';
import { useReferenceFormats } from '@freightdeck/ui';
import { formatLocalTime, formatRoute } from '../../shared';
import { Note, Table } from './print.styles';

export function RouteTable({ mode, origin, destination, legs }: { mode: string; origin: string; destination: string; legs: Leg[] }) {
  const air = mode === 'AIR';
  const { formatPlace } = useReferenceFormats();
  return (
    <section aria-labelledby="print-route">
      <h2 id="print-route">Route</h2>
      <p>
        <strong>{formatRoute(formatPlace(origin), formatPlace(destination))}</strong> · {air ? 'Air freight' : 'Sea freight'}
      </p>
      {legs.length === 0 ? (
        <Note>No legs yet: the carrier and {air ? 'flights' : 'sailings'} are assigned when the booking is confirmed.</Note>
      ) : (
        <Table>
          <caption>Legs</caption>
          <thead>
            <tr>
              <th scope="col">Carrier</th>
              <th scope="col">{air ? 'Flight' : 'Vessel / voyage'}</th>
              <th scope="col">From</th>
              <th scope="col">To</th>
              <th scope="col">Departure</th>
              <th scope="col">Arrival</th>
            </tr>
          </thead>
          <tbody>
            {legs.map((leg, i) => (
              <tr key={`${leg.transportId}-${i}`}>
                <td>{leg.carrier}</td>
                <td>{leg.vesselName ? `${leg.vesselName} ${leg.transportId}` : leg.transportId}</td>
                <td>{formatPlace(leg.from)}</td>
                <td>{formatPlace(leg.to)}</td>
                <td>{formatLocalTime(leg.departureAt)}</td>
                <td>{formatLocalTime(leg.arrivalAt)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </section>
  );
}
