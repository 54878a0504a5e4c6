import type { ManagedUser, Organization } from '@freightdeck/contracts';
import { ACTION_PERMISSIONS as can, paths } from '@freightdeck/contracts';
import { usePermission } from '@freightdeck/auth';
import { Button, Card, Link, Table, type TableColumn } from '@freightdeck/ui';
import { UserStatusBadge } from '../../../shared/user-status-badge';
import { useOrganizationUsers } from '../../api/members';

const columns = (organizationId: string): TableColumn<ManagedUser>[] => [
  { key: 'name', header: 'Name', rowHeader: true, cell: (u) => `${u.firstName} ${u.lastName}`.trim() },
  { key: 'email', header: 'E-mail', cell: (u) => u.email },
  { key: 'role', header: 'Role', cell: (u) => u.memberships.find((m) => m.organization.id === organizationId)?.role.name ?? '–' },
  { key: 'status', header: 'Status', cell: (u) => <UserStatusBadge status={u.status} /> },
];

/** The organization's users, for holders of the user view permissions (otherwise not shown). */
export function UsersSection({ organization }: { organization: Organization }) {
  const visible = usePermission(can.userView);
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
