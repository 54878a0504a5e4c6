import { Link as RouterLink } from 'react-router-dom';
import { paths, type TrackingSummary } from '@freightdeck/contracts';
import { Button, CountTile, CountTiles, CountValue, Spinner } from '@freightdeck/ui';
// The API module alone: the shared index also holds the tracking view, whose map and charts the dashboard must not load (docs/adr/016-reports-and-emissions.md).
import { useTrackingList } from '../shared/api/tracking';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
/** Counts of the caller's active shipments, each opening the list filtered the same way. */
export function overviewTiles(items: TrackingSummary[], now: number) {
  const arriving = items.filter((i) => i.status === 'IN_TRANSIT' && i.eta && Date.parse(i.eta) - now <= WEEK_MS).length;
  return [
    { label: 'In transit', count: items.filter((i) => i.status === 'IN_TRANSIT').length, query: 'status=IN_TRANSIT' },
    { label: 'Arriving this week', count: arriving, query: 'status=IN_TRANSIT' },
    { label: 'Late', count: items.filter((i) => i.punctuality === 'LATE' && i.status !== 'ARRIVED').length, query: 'punctuality=LATE' },
    { label: 'Open excursions', count: items.filter((i) => i.openExcursion).length, query: 'excursion=true' },
  ];
}

/** Dashboard: shipments in transit, arriving this week, late, and with an open temperature excursion. */
export default function TrackingOverviewWidget() {
  const { data, error, isLoading, mutate } = useTrackingList({ limit: 200 });
  if (isLoading && !data) return <Spinner label="Loading shipments" />;
  if (error || !data) return <><p role="alert">The shipments could not be loaded.</p><Button variant="secondary" onClick={() => void mutate()}>Try again</Button></>;
  return (
    <CountTiles>
      {overviewTiles(data.items, Date.now()).map((t) => (
        <li key={t.label}>
          <CountTile as={RouterLink} to={`${paths.trackAndTrace()}?${t.query}`} aria-label={`${t.label}: ${t.count}`}><CountValue>{t.count}</CountValue>{t.label}</CountTile>
        </li>
      ))}
    </CountTiles>
  );
}
