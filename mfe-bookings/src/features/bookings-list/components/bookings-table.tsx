import type { ReactNode } from 'react';
import type { BookingListItem } from '@freightdeck/contracts';
import { paths } from '@freightdeck/contracts';
import { formatDate, relativeTime, Table, type TableColumn, type TableSort } from '@freightdeck/ui';
import { BookingStatusBadge, formatChargeable, formatCo2e, formatMode, formatRoute, WatchToggle } from '../../shared';
import { NoWrap, Parties } from './bookings-table.styles';

export interface BookingsTableProps {
  rows: readonly BookingListItem[];
  loading: boolean;
  sort: TableSort;
  onSortChange: (sort: TableSort) => void;
  onWatch: (booking: BookingListItem, watched: boolean) => void;
  /** Show whose booking it is (staff and users of several organizations). */
  showOrganization: boolean;
  empty: ReactNode;
  /** "now" for the relative times (tests pin it). */
  now?: Date;
}

function columns({ onWatch, showOrganization, now }: Pick<BookingsTableProps, 'onWatch' | 'showOrganization' | 'now'>): TableColumn<BookingListItem>[] {
  const list: (TableColumn<BookingListItem> | false)[] = [
    { key: 'watch', header: 'Watch', cell: (b) => <WatchToggle watched={b.watched} subject={b.ref} onToggle={(on) => onWatch(b, on)} /> },
    // Under the reference, the air waybill or carrier booking number once confirmed: what customers quote on the phone.
    { key: 'ref', header: 'Reference', sortable: true, rowHeader: true, cell: (b) => <NoWrap>{b.ref}</NoWrap>, detail: (b) => b.carrierReference },
    { key: 'status', header: 'Status', sortable: true, cell: (b) => <BookingStatusBadge status={b.status} /> },
    { key: 'route', header: 'Route', cell: (b) => <NoWrap>{formatRoute(b.origin, b.destination)}</NoWrap>, detail: (b) => formatMode(b.mode, b.seaLoad) },
    showOrganization && { key: 'organization', header: 'Organization', cell: (b) => b.organization.name },
    { key: 'parties', header: 'Shipper → consignee', cell: (b) => <Parties>{b.shipperCompany}</Parties>, detail: (b) => <Parties>{b.consigneeCompany}</Parties> },
    { key: 'chargeable', header: 'Chargeable', align: 'end', cell: (b) => formatChargeable(b.chargeable) },
    { key: 'co2e', header: 'CO2e', align: 'end', cell: (b) => formatCo2e(b.co2eKg) },
    { key: 'cargoReadyDate', header: 'Cargo ready', sortable: true, cell: (b) => formatDate(b.cargoReadyDate, 'date') },
    {
      key: 'createdAt', header: 'Booked', sortable: true,
      cell: (b) => <time dateTime={b.createdAt} title={formatDate(b.createdAt, 'dateTime')}>{relativeTime(b.createdAt, now)}</time>,
    },
  ];
  return list.filter((c): c is TableColumn<BookingListItem> => c !== false);
}

export function BookingsTable({ rows, loading, sort, onSortChange, onWatch, showOrganization, empty, now }: BookingsTableProps) {
  return (
    <Table
      caption="Bookings"
      captionHidden
      columns={columns({ onWatch, showOrganization, now })}
      rows={rows}
      rowKey={(b) => b.id}
      rowHref={(b) => paths.booking(b.id)}
      sort={sort}
      onSortChange={onSortChange}
      loading={loading}
      empty={empty}
    />
  );
}
