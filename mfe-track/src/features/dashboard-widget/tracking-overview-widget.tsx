import { Link as RouterLink } from 'react-router-dom';
import styled from 'styled-components';
import { paths, type TrackingSummary } from '@freightdeck/contracts';
import { Button, Spinner } from '@freightdeck/ui';
import { useTrackingList } from '../shared';

const Tiles = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(130px, 1fr));
  gap: ${({ theme }) => theme.spacing(1)};
  margin: 0;
  padding: 0;
  list-style: none;
`;
const Tile = styled(RouterLink)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(0.5)};
  padding: ${({ theme }) => theme.spacing(1.5)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  &:hover { background: ${({ theme }) => theme.colors.background}; }
`;
const Count = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

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
    <Tiles>
      {overviewTiles(data.items, Date.now()).map((t) => (
        <li key={t.label}>
          <Tile to={`${paths.trackAndTrace()}?${t.query}`} aria-label={`${t.label}: ${t.count}`}><Count>{t.count}</Count>{t.label}</Tile>
        </li>
      ))}
    </Tiles>
  );
}
