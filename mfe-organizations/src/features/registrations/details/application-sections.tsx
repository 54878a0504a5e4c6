import type { Registration } from '@freightdeck/contracts';
import { Card, DescriptionList, formatPhone, Link } from '@freightdeck/ui';
import { useCountryName } from '../../shared/use-country-name';
import { dateTime } from '../components/dates';

/** The company as the applicant entered it. */
export function CompanySection({ registration: { company } }: { registration: Registration }) {
  const countryName = useCountryName();
  return (
    <Card title="Company">
      <DescriptionList
        aria-label="Company"
        items={[
          { term: 'Name', value: company.name },
          { term: 'Country', value: countryName(company.country) },
          { term: 'Address', value: company.address, wide: true },
          { term: 'Tax id', value: company.taxId },
          { term: 'Website', value: company.website && <Link href={company.website}>{company.website}</Link> },
        ]}
      />
    </Card>
  );
}

/** The first administrator, invited when the application is approved. */
export function AdministratorSection({ registration: { administrator } }: { registration: Registration }) {
  return (
    <Card title="Administrator">
      <DescriptionList
        aria-label="Administrator"
        items={[
          { term: 'Name', value: `${administrator.firstName} ${administrator.lastName}` },
          { term: 'E-mail', value: <Link href={`mailto:${administrator.email}`}>{administrator.email}</Link> },
          { term: 'Phone', value: <Link href={`tel:${administrator.phone.replace(/\s/g, '')}`}>{formatPhone(administrator.phone)}</Link> },
          { term: 'Position', value: administrator.position },
        ]}
      />
    </Card>
  );
}

/** The registration link the application came through, and who sent it. */
export function LinkSection({ registration: { link } }: { registration: Registration }) {
  return (
    <Card title="Registration link">
      <DescriptionList
        aria-label="Registration link"
        items={[
          { term: 'Sent to', value: link.email },
          { term: 'Sent by', value: link.sentBy?.name },
          { term: 'Sent', value: dateTime(link.createdAt) },
          { term: 'Company on the link', value: link.companyName },
          { term: 'Message', value: link.message, wide: true },
        ]}
      />
    </Card>
  );
}
