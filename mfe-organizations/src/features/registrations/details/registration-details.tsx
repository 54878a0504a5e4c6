import { useState } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { paths, type Registration } from '@freightdeck/contracts';
import { Button, EmptyState, errorCode, Link, LoadingMask, RemotePage } from '@freightdeck/ui';
import { SuccessNotice } from '../../shared/success-notice';
import { useRegistration } from '../api/registrations';
import { RegistrationStatusBadge } from '../components/status-badges';
import { AdministratorSection, CompanySection, LinkSection } from './application-sections';
import { ApproveDialog } from './approve-dialog';
import { RejectModal } from './reject-modal';
import { ReviewSection } from './review-section';

const Sections = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing(2)};
`;

const Back = styled.p`
  margin: ${({ theme }) => theme.spacing(0, 0, 2)};
`;

/** /organizations/registrations/:id — one application, reviewed: approve (with a confirmation) or reject with a reason. */
export function RegistrationDetails() {
  const { id = '' } = useParams();
  const { data: registration, error, mutate } = useRegistration(id);
  const [dialog, setDialog] = useState<'approve' | 'reject' | null>(null);
  const [decided, setDecided] = useState<Registration | null>(null);

  if (!registration) {
    const notFound = errorCode(error) === 'NOT_FOUND';
    return (
      <RemotePage remote="organizations" title="Registration details" param={{ name: 'id', label: 'Registration' }}>
        {!error && <LoadingMask inline label="Loading the application" />}
        {error && (
          <EmptyState
            role="alert" title={notFound ? 'Application not found' : 'The application could not be loaded'}
            description={notFound ? 'There is no such application.' : 'Check your connection and try again.'}
          >
            {notFound ? <Link to={paths.registrations()}>All registrations</Link> : <Button variant="secondary" onClick={() => void mutate()}>Try again</Button>}
          </EmptyState>
        )}
      </RemotePage>
    );
  }

  const pending = registration.status === 'PENDING';
  const dialogProps = {
    registration,
    onDecided: (next: Registration) => {
      setDecided(next);
      void mutate(next, { revalidate: false });
    },
    onStale: () => void mutate(),
    onClose: () => setDialog(null),
  };
  const actions = pending && (
    <>
      <Button variant="danger" onClick={() => setDialog('reject')}>Reject</Button>
      <Button onClick={() => setDialog('approve')}>Approve</Button>
    </>
  );

  return (
    <RemotePage remote="organizations" title={registration.company.name} actions={actions}>
      <Back><Link to={paths.registrations()}>All registrations</Link> · <RegistrationStatusBadge status={registration.status} /></Back>
      {decided && (
        <SuccessNotice onDismiss={() => setDecided(null)}>
          {decided.organization
            ? <>Approved: <Link to={paths.organization(decided.organization.id)}>{decided.organization.name}</Link> is created and {decided.administrator.email} is invited.</>
            : <>Rejected: {decided.administrator.email} is e-mailed the reason.</>}
        </SuccessNotice>
      )}
      <Sections>
        <ReviewSection registration={registration} />
        <CompanySection registration={registration} />
        <AdministratorSection registration={registration} />
        <LinkSection registration={registration} />
      </Sections>
      {dialog === 'approve' && <ApproveDialog {...dialogProps} />}
      {dialog === 'reject' && <RejectModal {...dialogProps} />}
    </RemotePage>
  );
}
