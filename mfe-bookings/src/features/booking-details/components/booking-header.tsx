import { useState } from 'react';
import styled from 'styled-components';
import { mutate } from 'swr';
import { runWithErrorModal } from '@freightdeck/ui';
import { BookingStatusBadge, formatMode, formatRoute, setWatched, WATCHLIST_KEY, WatchToggle } from '../../shared';
import type { SectionProps } from '../types';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1, 3)};
`;

const Facts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1, 3)};
  margin: 0;
  & > div { display: flex; gap: ${({ theme }) => theme.spacing(1)}; }
  & dt { color: ${({ theme }) => theme.colors.textMuted}; }
  & dd { margin: 0; font-weight: ${({ theme }) => theme.fontWeights.medium}; }
`;

export const carrierReferenceLabel = (mode: string) => (mode === 'AIR' ? 'Air waybill' : 'Carrier booking number');

/** Ref (in the page heading), status, mode, route, carrier reference and the watch toggle. */
export function BookingHeader({ booking, onChange }: SectionProps) {
  const [busy, setBusy] = useState(false);
  const toggleWatch = async (watch: boolean) => {
    setBusy(true);
    const watchlist = await runWithErrorModal(() => setWatched([booking.id], watch));
    setBusy(false);
    if (!watchlist) return;
    // The list page and the dashboard read the watchlist too.
    await mutate(WATCHLIST_KEY, watchlist, { revalidate: false });
    await onChange();
  };
  // The toggle stands beside the list, not in it: a <dl> holds only term and value groups (axe definition-list).
  return (
    <Bar>
      <Facts aria-label="Booking facts">
        <div>
          <dt>Status</dt>
          <dd><BookingStatusBadge status={booking.status} /></dd>
        </div>
        <div>
          <dt>Mode</dt>
          <dd>{formatMode(booking.mode, booking.seaLoad)}</dd>
        </div>
        <div>
          <dt>Route</dt>
          <dd>{formatRoute(booking.origin, booking.destination)}</dd>
        </div>
        <div>
          <dt>{carrierReferenceLabel(booking.mode)}</dt>
          <dd>{booking.carrierReference ?? 'Not yet assigned'}</dd>
        </div>
      </Facts>
      {booking.allowedActions.includes('watch') && (
        <WatchToggle watched={booking.watched} subject={booking.ref} variant="secondary" disabled={busy} onToggle={(watch) => void toggleWatch(watch)} />
      )}
    </Bar>
  );
}
