import { useState } from 'react';
import styled from 'styled-components';
import { usePermission } from '@freightdeck/auth';
import { ACTION_PERMISSIONS as can, type Role } from '@freightdeck/contracts';
import { Button, ConfirmDialog, EmptyState, Table, type TableColumn } from '@freightdeck/ui';
import { deleteRole, useRoles } from '../api/roles';
import { organizationsOf } from '../organizations-of-roles';
import { RoleFormModal } from './role-form-modal';

const Toolbar = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-bottom: ${({ theme }) => theme.spacing(1.5)};
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing(1.5)};
`;

const Codes = styled.span`
  display: block;
  max-width: 48ch;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

type Open = { kind: 'create' } | { kind: 'edit' | 'delete'; role: Role };

/** The roles the caller sees; holders of `user-role:manage` create, edit and delete the editable ones. */
export function RolesPanel() {
  const { data, error, isLoading, mutate } = useRoles();
  const canManage = usePermission(can.userRoleManage);
  const [open, setOpen] = useState<Open | null>(null);
  const roles = data?.items ?? [];
  const organizations = organizationsOf(roles);
  const close = () => setOpen(null);
  const saved = () => {
    close();
    void mutate();
  };

  const columns: TableColumn<Role>[] = [
    { key: 'name', header: 'Role', rowHeader: true, cell: (r) => r.name, detail: (r) => r.description },
    ...(organizations.length > 1 ? [{ key: 'organization', header: 'Organization', cell: (r: Role) => r.organization.name }] : []),
    { key: 'permissions', header: 'Permissions', cell: (r) => <Codes>{r.permissions.join(', ')}</Codes> },
    { key: 'users', header: 'Users', align: 'end', cell: (r) => r.userCount },
    {
      key: 'actions', header: 'Actions',
      cell: (r) => canManage && r.editable && (
        <Actions>
          <Button variant="link" aria-label={`Edit role ${r.name}`} onClick={() => setOpen({ kind: 'edit', role: r })}>Edit</Button>
          <Button variant="link" aria-label={`Delete role ${r.name}`} onClick={() => setOpen({ kind: 'delete', role: r })}>Delete</Button>
        </Actions>
      ),
    },
  ];

  const empty = error ? (
    <EmptyState title="The roles could not be loaded" description="Check your connection and try again.">
      <Button variant="secondary" onClick={() => void mutate()}>Try again</Button>
    </EmptyState>
  ) : <EmptyState title="No roles yet" />;

  return (
    <>
      {canManage && organizations.length > 0 && (
        <Toolbar><Button onClick={() => setOpen({ kind: 'create' })}>New role</Button></Toolbar>
      )}
      <Table caption="Roles" captionHidden columns={columns} rows={error ? [] : roles} rowKey={(r) => r.id} loading={isLoading} empty={empty} />
      {open?.kind === 'create' && <RoleFormModal organizations={organizations} onSaved={saved} onClose={close} />}
      {open?.kind === 'edit' && <RoleFormModal role={open.role} organizations={organizations} onSaved={saved} onClose={close} />}
      {open?.kind === 'delete' && (
        <ConfirmDialog
          title={`Delete role ${open.role.name}?`} confirmLabel="Delete role" onClose={close}
          onConfirm={async () => {
            try {
              await deleteRole(open.role);
            } finally {
              await mutate();
            }
          }}
        >
          <p>Only a role nobody holds can be deleted.</p>
        </ConfirmDialog>
      )}
    </>
  );
}
