import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { BOOKING_STATUS_LABELS, BOOKING_STATUSES, paths, type BookingStatus, type TransportMode } from '@freightdeck/contracts';
import { Button, CountTile, CountTiles, CountValue, Link, Select, Spinner } from '@freightdeck/ui';
import { BookingStatusBadge, countOf, formatCount, MODE_LABELS } from '../shared';
import { useStatusCounts } from './api/get-status-counts';
import { Muted, Toolbar } from './widget.styles';

const MODE_OPTIONS = (Object.keys(MODE_LABELS) as TransportMode[]).map((m) => ({ value: m, label: MODE_LABELS[m] }));

/** The list filtered the way a tile counts: its status, and the mode when one is chosen. */
export function listUrl(status: BookingStatus | null, mode: TransportMode | null): string {
  const params = new URLSearchParams();
  if (status) params.set('status', status);
  if (mode) params.set('mode', mode);
  const query = params.toString();
  return query ? `${paths.bookings()}?${query}` : paths.bookings();
}

/** Dashboard: how many bookings are in each status, each count opening the list filtered to it. */
export default function StatusCountsWidget() {
  const [mode, setMode] = useState<TransportMode | null>(null);
  const { data, error, isLoading, mutate } = useStatusCounts(mode);

  return (
    <>
      <Toolbar>
        <Select label="Mode" placeholder="All modes" options={MODE_OPTIONS} value={mode ?? ''} onChange={(e) => setMode((e.target.value || null) as TransportMode | null)} />
        {data && <Link to={listUrl(null, mode)}>{data.total === 1 ? 'The 1 booking' : `All ${countOf(data.total, 'booking')}`}</Link>}
      </Toolbar>
      {isLoading && !data && <Spinner label="Loading booking counts" />}
      {error && !data && (
        <>
          <Muted role="alert">The booking counts could not be loaded.</Muted>
          <Button variant="secondary" onClick={() => void mutate()}>Try again</Button>
        </>
      )}
      {data && (
        <CountTiles aria-busy={isLoading || undefined}>
          {BOOKING_STATUSES.map((status) => {
            const count = data.counts[status] ?? 0;
            return (
              <li key={status}>
                <CountTile as={RouterLink} to={listUrl(status, mode)} aria-label={`${BOOKING_STATUS_LABELS[status]}: ${countOf(count, 'booking')}`}>
                  <CountValue>{formatCount(count)}</CountValue>
                  <BookingStatusBadge status={status} />
                </CountTile>
              </li>
            );
          })}
        </CountTiles>
      )}
    </>
  );
}
