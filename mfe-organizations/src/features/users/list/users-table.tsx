import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { ManagedUser } from '@freightdeck/contracts';
import { formatDate, Table, type TableColumn } from '@freightdeck/ui';
import { fullName } from '../user-name';
import { UserStatusBadge } from '../../shared/user-status-badge';

const Memberships = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  & small { color: ${({ theme }) => theme.colors.textMuted}; }
`;

export interface UsersTableProps {
  rows: readonly ManagedUser[];
  loading: boolean;
  /** Name the organization beside each role (the caller sees several). */
  showOrganization: boolean;
  actions: (user: ManagedUser) => ReactNode;
  empty: ReactNode;
}

function columns({ showOrganization, actions }: Pick<UsersTableProps, 'showOrganization' | 'actions'>): TableColumn<ManagedUser>[] {
  return [
    { key: 'name', header: 'Name', rowHeader: true, cell: (u) => fullName(u), detail: (u) => u.email },
    { key: 'status', header: 'Status', cell: (u) => <UserStatusBadge status={u.status} />, detail: (u) => (u.twoFaEnabled ? 'Two-factor on' : null) },
    {
      key: 'roles', header: 'Roles',
      cell: (u) => (
        <Memberships>
          {u.memberships.map((m) => (
            <li key={m.organization.id}>{m.role.name}{showOrganization && <small> · {m.organization.name}</small>}</li>
          ))}
        </Memberships>
      ),
    },
    { key: 'createdAt', header: 'Added', cell: (u) => <time dateTime={u.createdAt}>{formatDate(u.createdAt, 'date')}</time> },
    { key: 'actions', header: 'Actions', cell: actions },
  ];
}

export function UsersTable({ rows, loading, showOrganization, actions, empty }: UsersTableProps) {
  return (
    <Table caption="Users" captionHidden columns={columns({ showOrganization, actions })} rows={rows} rowKey={(u) => u.id} loading={loading} empty={empty} />
  );
}
