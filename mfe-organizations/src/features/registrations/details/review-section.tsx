import { paths, type Registration } from '@freightdeck/contracts';
import { Card, DescriptionList, Link } from '@freightdeck/ui';
import { dateTime } from '../components/dates';
import { RegistrationStatusBadge } from '../components/status-badges';

/** Where the application stands: its status, who decided and when, why a rejection, and the organization an approval made. */
export function ReviewSection({ registration }: { registration: Registration }) {
  const { status, reviewedBy, reviewedAt, reason, organization } = registration;
  const decided = status !== 'PENDING';
  return (
    <Card title="Review">
      <DescriptionList
        aria-label="Review"
        items={[
          { term: 'Status', value: <RegistrationStatusBadge status={status} /> },
          { term: 'Submitted', value: dateTime(registration.submittedAt) },
          ...(decided ? [
            { term: status === 'APPROVED' ? 'Approved by' : 'Rejected by', value: reviewedBy?.name },
            { term: status === 'APPROVED' ? 'Approved' : 'Rejected', value: dateTime(reviewedAt) },
          ] : []),
          ...(status === 'REJECTED' ? [{ term: 'Reason', value: reason, wide: true }] : []),
          ...(organization ? [{ term: 'Organization', value: <Link to={paths.organization(organization.id)}>{organization.name}</Link> }] : []),
        ]}
      />
    </Card>
  );
}
