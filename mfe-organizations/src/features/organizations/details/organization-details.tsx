import { useCallback } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { paths, type Organization } from '@freightdeck/contracts';
import { Button, EmptyState, Link, LoadingMask, RemotePage } from '@freightdeck/ui';
import { useOrganization } from '../api/organizations';
import { OrganizationActions } from './organization-actions';
import { ContactsSection } from './contacts/contacts-section';
import { NetworkSection } from './network/network-section';
import { ProfileSection } from './profile-section';
import { UsersSection } from './users/users-section';

const Sections = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing(2)};
`;

/** /organizations/:id — the organization, its contacts, users and network, with what the server allows the caller to do. */
export function OrganizationDetails() {
  const { id = '' } = useParams();
  const { data: organization, error, mutate } = useOrganization(id);
  const onChange = useCallback(async (next?: Organization) => {
    await (next ? mutate(next, { revalidate: false }) : mutate());
  }, [mutate]);

  if (!organization) {
    const notFound = (error as { code?: string } | undefined)?.code === 'NOT_FOUND';
    return (
      <RemotePage remote="organizations" title="Organization details" param={{ name: 'id', label: 'Organization' }}>
        {!error && <LoadingMask inline label="Loading the organization" />}
        {error && (
          <EmptyState
            role="alert" title={notFound ? 'Organization not found' : 'The organization could not be loaded'}
            description={notFound ? 'There is no such organization that you may see.' : 'Check your connection and try again.'}
          >
            {notFound ? <Link to={paths.organizations()}>All organizations</Link> : <Button variant="secondary" onClick={() => void mutate()}>Try again</Button>}
          </EmptyState>
        )}
      </RemotePage>
    );
  }
  const props = { organization, onChange };
  return (
    <RemotePage remote="organizations" title={organization.name} actions={<OrganizationActions {...props} />}>
      <Sections>
        <ProfileSection organization={organization} />
        <ContactsSection {...props} />
        <UsersSection organization={organization} />
        {organization.allowedActions.includes('viewNetwork') && <NetworkSection {...props} />}
      </Sections>
    </RemotePage>
  );
}
