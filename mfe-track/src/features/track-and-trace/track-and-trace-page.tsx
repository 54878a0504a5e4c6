import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { usePermission } from '@freightdeck/auth';
import { ACTION_PERMISSIONS as can, paths, type TrackingSummary } from '@freightdeck/contracts';
import { Badge, Button, EmptyState, FilterPanel, Link, RemotePage, SearchBox, Select, Table, type TableColumn } from '@freightdeck/ui';
import { localTime, PunctualityBadge, STATUS_LABELS, useTrackingList, utcTime } from '../shared';
import { parseTrackQuery, toApiQuery, writeTrackQuery, type TrackQuery } from './list-query';

const Small = styled.div`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const COLUMNS: TableColumn<TrackingSummary>[] = [
  { key: 'ref', header: 'Booking', rowHeader: true, cell: (r) => <>{r.ref}<Small>{r.carrierReference ?? ''}</Small></> },
  { key: 'route', header: 'Route', cell: (r) => `${r.mode} ${r.origin} → ${r.destination}` },
  { key: 'status', header: 'Status', cell: (r) => STATUS_LABELS[r.status] ?? r.status },
  { key: 'milestone', header: 'Milestone', cell: (r) => r.milestone },
  { key: 'last', header: 'Last event', cell: (r) => (r.lastEvent ? localTime(r.lastEvent.eventAt, r.lastEvent.eventOffset) : '—') },
  { key: 'eta', header: 'ETA', cell: (r) => <>{utcTime(r.eta)} <PunctualityBadge value={r.punctuality} /></> },
  { key: 'excursion', header: 'Temperature', cell: (r) => (r.excursions ? <Badge tone="danger">{r.openExcursion ? 'Excursion open' : `${r.excursions} excursion${r.excursions === 1 ? '' : 's'}`}</Badge> : '—') },
];

/** /track-and-trace: the caller's active shipments, searchable by booking ref, air waybill, bill of lading or container, filtered through the URL. */
export default function TrackAndTracePage() {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => parseTrackQuery(params), [params]);
  const set = (patch: Partial<TrackQuery>, replace = false) => setParams(writeTrackQuery({ ...query, ...patch }), { replace });
  const { data, error, isLoading, mutate } = useTrackingList(toApiQuery(query));
  const staff = usePermission(can.bookingManageAll);
  const filtered = Object.values(query).some(Boolean);

  return (
    <RemotePage remote="track" title="Track & Trace" actions={staff && <Link to={paths.trackingIntegrations()}>Integrations</Link>}>
      <FilterPanel label="Filter shipments" layout="search-first" filtered={filtered} onClear={() => setParams(new URLSearchParams())}>
        <SearchBox label="Search" placeholder="Booking ref, air waybill, B/L or container" value={query.q} onSearch={(q) => set({ q }, true)} />
        <Select label="Mode" placeholder="All modes" value={query.mode} onChange={(e) => set({ mode: e.target.value as TrackQuery['mode'] })} options={[{ value: 'AIR', label: 'Air' }, { value: 'SEA', label: 'Sea' }]} />
        <Select label="Status" placeholder="Active" value={query.status} onChange={(e) => set({ status: e.target.value as TrackQuery['status'] })}
          options={(['CONFIRMED', 'IN_TRANSIT', 'ARRIVED', 'DELIVERED'] as const).map((s) => ({ value: s, label: STATUS_LABELS[s]! }))} />
        <Select label="Arrival" placeholder="Any" value={query.punctuality} onChange={(e) => set({ punctuality: e.target.value as TrackQuery['punctuality'] })}
          options={[{ value: 'LATE', label: 'Late' }, { value: 'ON_TIME', label: 'On time' }, { value: 'EARLY', label: 'Early' }]} />
        <Select label="Temperature" placeholder="Any" value={query.excursion} onChange={(e) => set({ excursion: e.target.value as TrackQuery['excursion'] })} options={[{ value: 'true', label: 'With excursions' }]} />
      </FilterPanel>
      <Table
        caption="Shipments"
        captionHidden
        columns={COLUMNS}
        rows={error ? [] : data?.items ?? []}
        rowKey={(r) => r.bookingId}
        rowHref={(r) => paths.tracking(r.ref)}
        loading={isLoading}
        empty={error ? (
          <EmptyState title="The shipments could not be loaded"><Button variant="secondary" onClick={() => void mutate()}>Try again</Button></EmptyState>
        ) : filtered ? (
          <EmptyState title="No shipments match" description="Search by booking ref, air waybill (with or without the dash), bill of lading or container number."><Button variant="secondary" onClick={() => setParams(new URLSearchParams())}>Clear filters</Button></EmptyState>
        ) : (
          <EmptyState title="No shipments on the move" description="Confirmed bookings show here with their carriers' events." />
        )}
      />
    </RemotePage>
  );
}
