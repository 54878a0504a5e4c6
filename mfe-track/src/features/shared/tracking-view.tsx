import styled from 'styled-components';
import type { TrackingDetail } from '@freightdeck/contracts';
import { Badge, Card, DescriptionList } from '@freightdeck/ui';
import { TimeSeriesChart } from '@freightdeck/ui/charts';
import { WorldMap, type MapPoint } from '@freightdeck/ui/world-map';
import { localTime, PUNCTUALITY_LABELS, PUNCTUALITY_TONES, STATUS_LABELS, utcTime } from './format';
import { Timeline } from './timeline';

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing(2)};
`;
const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export function PunctualityBadge({ value }: { value: TrackingDetail['punctuality'] }) {
  return <Badge tone={PUNCTUALITY_TONES[value]}>{PUNCTUALITY_LABELS[value]}</Badge>;
}

/** The route on the world map: the places the booking passes, joined in order; legs not flown yet are drawn dashed. */
function RouteMap({ detail }: { detail: TrackingDetail }) {
  const known = detail.route.filter((p): p is typeof p & { latitude: number; longitude: number } => p.latitude !== null && p.longitude !== null);
  if (known.length < 2) return <Muted>The route cannot be drawn: the places' coordinates are not known.</Muted>;
  const points: MapPoint[] = known.map((p) => ({ id: p.code, label: p.code, lat: p.latitude, lon: p.longitude }));
  const done = ['ARRIVED', 'DELIVERED'].includes(detail.status);
  const routes = known.slice(1).map((to, i) => ({
    id: `${known[i]!.code}-${to.code}`, label: `${known[i]!.code} → ${to.code}`,
    from: { lat: known[i]!.latitude, lon: known[i]!.longitude }, to: { lat: to.latitude, lon: to.longitude }, planned: !done && detail.status !== 'IN_TRANSIT',
  }));
  return <WorldMap title={`Route of ${detail.ref}`} points={points} routes={routes} labelPoints />;
}

/** Each logger's readings against the allowed range, excursions hatched. */
function TemperatureCharts({ detail }: { detail: TrackingDetail }) {
  if (detail.loggers.length === 0) return <Muted>No data loggers on this shipment.</Muted>;
  const range = detail.temperatureRange;
  return (
    <Stack>
      {detail.loggers.map((logger) => (
        <TimeSeriesChart
          key={logger.id}
          title={`Temperature of logger ${logger.serialNumber}`}
          unit="°C"
          series={[{ id: logger.id, label: `${logger.model} ${logger.serialNumber}`, points: logger.readings.map((r) => ({ at: r.at, value: r.temperatureC })) }]}
          band={range ? { min: range.minC, max: range.maxC, label: `Allowed ${range.minC} to ${range.maxC} °C` } : undefined}
          intervals={detail.excursionList.filter((x) => x.loggerId === logger.id).map((x) => ({ from: x.from, to: x.to, label: `Excursion ${x.direction === 'ABOVE' ? 'above' : 'below'} range, ${x.minutesOutside} min` }))}
          formatTime={(at) => localTime(at.toISOString(), null)}
        />
      ))}
      {detail.excursionList.length > 0 && (
        <ul aria-label="Excursions">
          {detail.excursionList.map((x) => (
            <li key={`${x.loggerId}-${x.from}`}>
              Logger {x.serialNumber}: {x.direction === 'ABOVE' ? 'above' : 'below'} range from {utcTime(x.from)} to {utcTime(x.to)}, {x.minutesOutside} minutes outside, min {x.minC} °C, max {x.maxC} °C{x.open ? ' (still open)' : ''}
            </li>
          ))}
        </ul>
      )}
    </Stack>
  );
}

/** One shipment as the detail page and the public share page show it (the share page has no prices or contacts to hide: none are here). */
export function TrackingView({ detail }: { detail: TrackingDetail }) {
  return (
    <Stack>
      <Card title="Where it is">
        <DescriptionList columns={3} items={[
          { term: 'Booking', value: `${detail.ref} · ${detail.mode} ${detail.origin} → ${detail.destination}` },
          { term: 'Carrier reference', value: detail.carrierReference },
          { term: 'Status', value: STATUS_LABELS[detail.status] ?? detail.status },
          { term: 'Current milestone', value: detail.milestone },
          { term: 'ETA', value: <>{utcTime(detail.eta)} <PunctualityBadge value={detail.punctuality} /></> },
          { term: 'Planned arrival', value: utcTime(detail.plannedArrival) },
          { term: 'Temperature excursions', value: detail.excursions ? <Badge tone="danger">{detail.excursions} excursion{detail.excursions === 1 ? '' : 's'}{detail.openExcursion ? ', open' : ''}</Badge> : 'None' },
        ]} />
        {detail.etaHistory.length > 0 && (
          <ol aria-label="ETA history">
            {detail.etaHistory.map((h) => <li key={`${h.reportedAt}-${h.eta}`}>{utcTime(h.eta)}, reported {utcTime(h.reportedAt)} by {h.source}</li>)}
          </ol>
        )}
      </Card>
      <Card title="Timeline"><Timeline events={detail.events} /></Card>
      <Card title="Route"><RouteMap detail={detail} /></Card>
      <Card title="Temperature"><TemperatureCharts detail={detail} /></Card>
    </Stack>
  );
}
