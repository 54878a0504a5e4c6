import styled from 'styled-components';
import { useCurrentUser } from '@freightdeck/auth';
import { PageHeader } from '@freightdeck/ui';

const Details = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.spacing(1, 3)};
  max-width: 560px;
  padding: ${({ theme }) => theme.spacing(3)};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
  & dt { color: ${({ theme }) => theme.colors.textMuted}; }
  & dd { margin: 0; }
`;

/** /profile: who is signed in. Editing the profile and security settings comes later. */
export default function ProfilePage() {
  const { user } = useCurrentUser();
  return (
    <>
      <PageHeader title="Profile" />
      {user && (
        <Details>
          <dt>Name</dt>
          <dd>{user.fullName}</dd>
          <dt>E-mail</dt>
          <dd>{user.email}</dd>
          {user.organizations.length > 0 && (
            <>
              <dt>Organizations</dt>
              <dd>{user.organizations.map((o) => o.name).join(', ')}</dd>
            </>
          )}
        </Details>
      )}
    </>
  );
}
