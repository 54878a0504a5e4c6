import type { ManagedUser, Organization, UserStatus } from '@freightdeck/contracts';
import { paths } from '@freightdeck/contracts';
import { usePermission } from '@freightdeck/auth';
import { Badge, Button, Card, Link, Table, type BadgeTone, type TableColumn } from '@freightdeck/ui';
import { useOrganizationUsers } from '../../api/members';
import { CAN_SEE_USERS } from '../../components/permissions';

const STATUS: Record<UserStatus, { label: string; tone: BadgeTone }> = {
  INVITED: { label: 'Invited', tone: 'warning' },
  ACTIVE: { label: 'Active', tone: 'success' },
  DEACTIVATED: { label: 'Deactivated', tone: 'neutral' },
};

const columns = (organizationId: string): TableColumn<ManagedUser>[] => [
  { key: 'name', header: 'Name', rowHeader: true, cell: (u) => `${u.firstName} ${u.lastName}`.trim() },
  { key: 'email', header: 'E-mail', cell: (u) => u.email },
  { key: 'role', header: 'Role', cell: (u) => u.memberships.find((m) => m.organization.id === organizationId)?.role.name ?? '–' },
  { key: 'status', header: 'Status', cell: (u) => <Badge tone={STATUS[u.status].tone}>{STATUS[u.status].label}</Badge> },
];

/** The organization's users, for holders of the user view permissions (otherwise not shown). */
export function UsersSection({ organization }: { organization: Organization }) {
  const visible = usePermission(CAN_SEE_USERS);
  const { data, error, isLoading, mutate } = useOrganizationUsers(organization.id, visible);
  if (!visible) return null;
  const all = `${paths.users()}?organizationId=${encodeURIComponent(organization.id)}`;
  const more = data && data.total > data.items.length;
  return (
    <Card title="Users" actions={<Link to={all}>{more ? `All ${data.total} users` : 'Manage users'}</Link>}>
      {error ? (
        <p role="alert">
          The users could not be loaded. <Button variant="link" onClick={() => void mutate()}>Try again</Button>
        </p>
      ) : (
        <Table
          caption={`Users of ${organization.name}`} captionHidden columns={columns(organization.id)} rows={data?.items ?? []}
          rowKey={(u) => u.id} loading={isLoading} empty="No users yet."
        />
      )}
    </Card>
  );
}
