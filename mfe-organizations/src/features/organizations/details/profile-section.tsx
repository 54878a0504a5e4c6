import type { Organization } from '@freightdeck/contracts';
import { Card, DescriptionList, formatDate, type DescriptionItem } from '@freightdeck/ui';
import { useCountryName } from '../../shared/use-country-name';
import { OrganizationStatusBadge } from '../components/organization-status-badge';

const TYPE_LABELS = { OPERATOR: 'Platform operator', CUSTOMER: 'Customer' } as const;

/** Status (with why and since when it is suspended), type, country, address, tax id. */
export function ProfileSection({ organization: o }: { organization: Organization }) {
  const countryName = useCountryName();
  const items: DescriptionItem[] = [
    { term: 'Status', value: <OrganizationStatusBadge status={o.status} /> },
    ...(o.status === 'SUSPENDED' ? [
      { term: 'Suspended since', value: o.suspendedAt ? formatDate(o.suspendedAt, 'dateTime') : null },
      { term: 'Reason', value: o.suspendedReason, wide: true },
    ] : []),
    { term: 'Type', value: TYPE_LABELS[o.type] },
    { term: 'Country', value: o.country ? `${countryName(o.country)} (${o.country})` : null },
    { term: 'Tax id', value: o.taxId },
    { term: 'Users', value: String(o.userCount) },
    { term: 'Created', value: formatDate(o.createdAt, 'date') },
    { term: 'Address', value: o.address, wide: true },
  ];
  return (
    <Card title="Details">
      <DescriptionList items={items} columns={2} aria-label="Organization details" />
    </Card>
  );
}
