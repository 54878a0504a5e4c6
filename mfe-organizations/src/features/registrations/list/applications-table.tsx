import type { ReactNode } from 'react';
import { paths, type RegistrationListItem } from '@freightdeck/contracts';
import { Table, type TableColumn } from '@freightdeck/ui';
import { useCountryName } from '../../shared/use-country-name';
import { Ago } from '../components/dates';
import { RegistrationStatusBadge } from '../components/status-badges';

export interface ApplicationsTableProps {
  rows: readonly RegistrationListItem[];
  loading: boolean;
  empty: ReactNode;
  now?: Date;
}

/** The applications; a row opens its review page. */
export function ApplicationsTable({ rows, loading, empty, now }: ApplicationsTableProps) {
  const countryName = useCountryName();
  const columns: TableColumn<RegistrationListItem>[] = [
    { key: 'company', header: 'Company', rowHeader: true, cell: (r) => r.companyName, detail: (r) => countryName(r.country) },
    { key: 'administrator', header: 'Administrator', cell: (r) => r.administratorName, detail: (r) => r.administratorEmail },
    { key: 'status', header: 'Status', cell: (r) => <RegistrationStatusBadge status={r.status} /> },
    { key: 'submittedAt', header: 'Submitted', cell: (r) => <Ago at={r.submittedAt} now={now} /> },
    { key: 'reviewedAt', header: 'Reviewed', cell: (r) => <Ago at={r.reviewedAt} now={now} /> },
  ];
  return (
    <Table
      caption="Applications" captionHidden columns={columns} rows={rows} rowKey={(r) => r.id}
      rowHref={(r) => paths.registrationDetails(r.id)} loading={loading} empty={empty}
    />
  );
}
