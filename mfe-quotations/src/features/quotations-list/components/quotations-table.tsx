import type { ReactNode } from 'react';
import { paths, type QuotationListItem } from '@freightdeck/contracts';
import styled from 'styled-components';
import { CARGO_TYPE_LABELS, formatDate, relativeTime, Table, type TableColumn, type TableSort } from '@freightdeck/ui';
import { formatMode, formatMoney, formatRoute, MISSING, QuotationStatusBadge, Validity } from '../../shared';

export interface QuotationsTableProps {
  rows: readonly QuotationListItem[];
  loading: boolean;
  sort: TableSort;
  onSortChange: (sort: TableSort) => void;
  showOrganization: boolean;
  empty: ReactNode;
  now?: Date;
}

const NoWrap = styled.span`white-space: nowrap;`;

function columns(showOrganization: boolean, now?: Date): TableColumn<QuotationListItem>[] {
  const list: (TableColumn<QuotationListItem> | false)[] = [
    { key: 'ref', header: 'Reference', sortable: true, rowHeader: true, cell: (q) => <NoWrap>{q.ref}</NoWrap>, detail: (q) => (q.bookingRef ? `Booking ${q.bookingRef}` : null) },
    { key: 'status', header: 'Status', sortable: true, cell: (q) => <QuotationStatusBadge status={q.status} /> },
    { key: 'route', header: 'Route', cell: (q) => <NoWrap>{formatRoute(q.origin, q.destination)}</NoWrap>, detail: (q) => formatMode(q.mode, q.seaLoad) },
    { key: 'cargo', header: 'Cargo', cell: (q) => CARGO_TYPE_LABELS[q.cargoType], detail: (q) => q.commodity },
    showOrganization && { key: 'organization', header: 'Organization', cell: (q) => q.organization.name },
    { key: 'price', header: 'Best price', align: 'end', cell: (q) => (q.bestPrice ? formatMoney(q.bestPrice.amount, q.bestPrice.currency) : MISSING), detail: (q) => `${q.optionCount} ${q.optionCount === 1 ? 'option' : 'options'}` },
    { key: 'validUntil', header: 'Validity', sortable: true, cell: (q) => <Validity validUntil={q.validUntil} status={q.status} now={now} /> },
    { key: 'cargoReadyDate', header: 'Cargo ready', sortable: true, cell: (q) => formatDate(q.cargoReadyDate, 'date') },
    { key: 'createdAt', header: 'Requested', sortable: true, cell: (q) => <time dateTime={q.createdAt} title={formatDate(q.createdAt, 'dateTime')}>{relativeTime(q.createdAt, now)}</time> },
  ];
  return list.filter((c): c is TableColumn<QuotationListItem> => c !== false);
}

export function QuotationsTable({ rows, loading, sort, onSortChange, showOrganization, empty, now }: QuotationsTableProps) {
  return (
    <Table
      caption="Quotations" captionHidden columns={columns(showOrganization, now)} rows={rows} rowKey={(q) => q.id}
      rowHref={(q) => paths.quotation(q.id)} sort={sort} onSortChange={onSortChange} loading={loading} empty={empty}
    />
  );
}
