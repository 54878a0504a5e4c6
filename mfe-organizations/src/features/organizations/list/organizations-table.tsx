import type { ReactNode } from 'react';
import { paths, type OrganizationListItem } from '@freightdeck/contracts';
import { Badge, formatDate, Table, type TableColumn } from '@freightdeck/ui';
import { useCountryName } from '../../shared/use-country-name';
import { OrganizationStatusBadge } from '../components/organization-status-badge';

const columns = (countryName: (code: string | null) => string): TableColumn<OrganizationListItem>[] => [
  // The platform operator is marked: it is never suspended and its users are staff.
  { key: 'name', header: 'Name', rowHeader: true, cell: (o) => o.name, detail: (o) => (o.isPrimary ? <Badge tone="accent">Operator</Badge> : null) },
  { key: 'status', header: 'Status', cell: (o) => <OrganizationStatusBadge status={o.status} /> },
  { key: 'country', header: 'Country', cell: (o) => countryName(o.country) },
  { key: 'users', header: 'Users', align: 'end', cell: (o) => o.userCount },
  { key: 'createdAt', header: 'Created', cell: (o) => <time dateTime={o.createdAt}>{formatDate(o.createdAt, 'date')}</time> },
];

export function OrganizationsTable({ rows, loading, empty }: { rows: readonly OrganizationListItem[]; loading: boolean; empty: ReactNode }) {
  const countryName = useCountryName();
  return (
    <Table
      caption="Organizations" captionHidden columns={columns(countryName)} rows={rows} rowKey={(o) => o.id}
      rowHref={(o) => paths.organization(o.id)} loading={loading} empty={empty}
    />
  );
}
