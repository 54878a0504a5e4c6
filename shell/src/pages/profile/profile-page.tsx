import useSWR from 'swr';
import { getSecuritySettings, SECURITY_PATH, useCurrentUser } from '@freightdeck/auth';
import { Button, LoadingMask, PageHeader } from '@freightdeck/ui';
import { Icon } from '../../layout/icons';
import { PasswordCard } from './password-card';
import { NotificationsCard } from './notifications-card';
import { BigAvatar, Card, CardTitle, Details, Grid, Identity, Muted, Name } from './profile.styles';
import { TwoFactorCard } from './two-factor-card';
import { useSecurityPatch } from './use-security-patch';

/** /profile: who is signed in, and their security settings (password, two-factor). */
export default function ProfilePage() {
  const { user } = useCurrentUser();
  const security = useSWR(SECURITY_PATH, getSecuritySettings, { revalidateOnFocus: false });
  const { patch, modal } = useSecurityPatch();

  return (
    <>
      <PageHeader title="Profile" />
      <Grid>
        {user && (
          <Card aria-labelledby="account-title">
            <CardTitle id="account-title">Account</CardTitle>
            <Identity>
              <BigAvatar>
                {user.avatarUrl ? <img src={user.avatarUrl} alt={`${user.fullName}’s avatar`} /> : <Icon name="profile" size={40} />}
              </BigAvatar>
              <div>
                <Name>{user.fullName}</Name>
                <span>{user.email}</span>
              </div>
            </Identity>
            <Details>
              <dt>First name</dt>
              <dd>{user.firstName}</dd>
              <dt>Last name</dt>
              <dd>{user.lastName}</dd>
              {user.organizations.length > 0 && (
                <>
                  <dt>Organizations</dt>
                  <dd>{user.organizations.map((o) => o.name).join(', ')}</dd>
                </>
              )}
            </Details>
          </Card>
        )}
        <PasswordCard patch={patch} />
        <NotificationsCard />
        {security.data && <TwoFactorCard settings={security.data} patch={patch} />}
        {!security.data && security.error && (
          <Card aria-labelledby="two-factor-title">
            <CardTitle id="two-factor-title">Two-factor verification</CardTitle>
            <Muted role="alert">Your security settings could not be loaded.</Muted>
            <div><Button variant="secondary" onClick={() => void security.mutate()}>Retry</Button></div>
          </Card>
        )}
        {!security.data && !security.error && <Card aria-busy="true"><LoadingMask inline label="Loading security settings" /></Card>}
      </Grid>
      {modal}
    </>
  );
}
