import type { ReactNode } from 'react';
import type { RegistrationLink } from '@freightdeck/contracts';
import { Table, type TableColumn } from '@freightdeck/ui';
import { Ago, dateTime } from '../components/dates';
import { LinkStatusBadge } from '../components/status-badges';

export interface LinksTableProps {
  rows: readonly RegistrationLink[];
  loading: boolean;
  empty: ReactNode;
  now?: Date;
}

/** When the link was used, or until when it works (or worked). */
const validity = (link: RegistrationLink) => {
  if (link.status === 'USED') return `Used ${dateTime(link.usedAt)}`;
  return `${link.status === 'EXPIRED' ? 'Expired' : 'Expires'} ${dateTime(link.expiresAt)}`;
};

/** The registration links sent: to whom, by whom, and whether they were used. */
export function LinksTable({ rows, loading, empty, now }: LinksTableProps) {
  const columns: TableColumn<RegistrationLink>[] = [
    { key: 'email', header: 'Sent to', rowHeader: true, cell: (l) => l.email, detail: (l) => l.companyName || undefined },
    { key: 'status', header: 'Status', cell: (l) => <LinkStatusBadge status={l.status} /> },
    { key: 'createdAt', header: 'Sent', cell: (l) => <Ago at={l.createdAt} now={now} />, detail: (l) => (l.createdBy ? `by ${l.createdBy.name}` : undefined) },
    { key: 'validity', header: 'Validity', cell: validity },
  ];
  return <Table caption="Registration links sent" captionHidden columns={columns} rows={rows} rowKey={(l) => l.id} loading={loading} empty={empty} />;
}
