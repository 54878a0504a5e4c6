import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { usePermission } from '@freightdeck/auth';
import { ACTION_PERMISSIONS as can } from '@freightdeck/contracts';
import { Button, RemotePage, Tabs } from '@freightdeck/ui';
import { InviteUserModal } from './actions/invite-user-modal';
import { useRoles } from './api/roles';
import { useReloadUsers } from './list/use-reload-users';
import { UsersList } from './list/users-list';
import { RolesPanel } from './roles/roles-panel';

const Notice = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing(2)};
  color: ${({ theme }) => theme.colors.accentHover};
  &:empty { display: none; }
`;

/** /users: the users the caller may see, with invite and per-user actions; a Roles tab for holders of `user-role:view`. */
export default function UsersPage() {
  const canInvite = usePermission(can.userInvite);
  const canSeeRoles = usePermission(can.userRoleView);
  const { data: roleList } = useRoles();
  const roles = roleList?.items ?? [];
  const [params, setParams] = useSearchParams();
  const [inviting, setInviting] = useState(false);
  const [notice, setNotice] = useState('');
  const reloadUsers = useReloadUsers();

  const selectTab = (id: string) => {
    const next = new URLSearchParams(params);
    if (id === 'roles') next.set('tab', 'roles');
    else next.delete('tab');
    setParams(next);
  };
  const users = <UsersList roles={roles} onNotice={setNotice} />;

  return (
    <RemotePage
      remote="organizations"
      title="Users"
      actions={canInvite && <Button disabled={!roleList} onClick={() => setInviting(true)}>Invite user</Button>}
    >
      <Notice role="status">{notice}</Notice>
      {canSeeRoles ? (
        <Tabs
          label="Users and roles"
          value={params.get('tab') === 'roles' ? 'roles' : 'users'}
          onChange={selectTab}
          tabs={[{ id: 'users', label: 'Users', panel: users }, { id: 'roles', label: 'Roles', panel: <RolesPanel /> }]}
        />
      ) : users}
      {inviting && (
        <InviteUserModal
          roles={roles}
          onClose={() => setInviting(false)}
          onInvited={(user) => {
            setInviting(false);
            setNotice(`An invitation was sent to ${user.email}.`);
            void reloadUsers();
          }}
        />
      )}
    </RemotePage>
  );
}
