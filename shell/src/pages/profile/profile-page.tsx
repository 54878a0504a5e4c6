import useSWR from 'swr';
import { getSecuritySettings, SECURITY_PATH, useCurrentUser } from '@freightdeck/auth';
import { Button, PageHeader, Skeleton } from '@freightdeck/ui';
import { Icon } from '../../layout/icons';
import { PasswordCard } from './password-card';
import { NotificationsCard } from './notifications-card';
import { BigAvatar, Card, CardTitle, Details, Grid, Identity, Muted, Name, NarrowOnly } from './profile.styles';
import { TwoFactorCard, TwoFactorSkeleton } from './two-factor-card';
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
        {/* Every card keeps its place while it loads (docs/product/screens.md#skeletons): the account
            comes first, so "Change password" beside it does not move when the user arrives. */}
        <Card aria-labelledby="account-title" aria-busy={!user || undefined}>
          <CardTitle id="account-title">Account</CardTitle>
          <Identity>
            <BigAvatar>
              {user?.avatarUrl ? <img src={user.avatarUrl} alt={`${user.fullName}’s avatar`} /> : user ? <Icon name="profile" size={40} /> : null}
            </BigAvatar>
            <div>
              <Name>{user ? user.fullName : <><Skeleton width="10em" /><NarrowOnly><Skeleton width="6em" /></NarrowOnly></>}</Name>
              {user ? <span>{user.email}</span> : <><Skeleton width="14em" /><NarrowOnly><Skeleton width="7em" /></NarrowOnly></>}
            </div>
          </Identity>
          <Details>
            <dt>First name</dt>
            <dd>{user ? user.firstName : <Skeleton width="6em" />}</dd>
            <dt>Last name</dt>
            <dd>{user ? user.lastName : <Skeleton width="7em" />}</dd>
            {(!user || user.organizations.length > 0) && (
              <>
                <dt>Organizations</dt>
                <dd>{user ? user.organizations.map((o) => o.name).join(', ') : <><Skeleton width="9em" /><NarrowOnly><Skeleton width="5em" /></NarrowOnly></>}</dd>
              </>
            )}
          </Details>
        </Card>
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
        {!security.data && !security.error && <TwoFactorSkeleton />}
      </Grid>
      {modal}
    </>
  );
}
