import { useState } from 'react';
import styled from 'styled-components';
import { usePermission } from '@freightdeck/auth';
import { Button } from '@freightdeck/ui';
import { ACTION_PERMISSIONS as can } from '@freightdeck/contracts';
import { EditOrganizationModal } from './edit-organization-modal';
import { ReactivateDialog } from './status/reactivate-dialog';
import { SuspendModal } from './status/suspend-modal';
import type { OrganizationProps } from './types';
import { InviteUserModal } from './users/invite-user-modal';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(1)};
`;

type Open = 'edit' | 'suspend' | 'reactivate' | 'invite';

/** The page's actions: those the server allows (`allowedActions`), and inviting for holders of the user permissions. */
export function OrganizationActions({ organization, onChange }: OrganizationProps) {
  const [open, setOpen] = useState<Open | null>(null);
  const canInvite = usePermission(can.userInvite);
  const allowed = organization.allowedActions;
  const close = () => setOpen(null);
  const done = async (next?: Parameters<typeof onChange>[0]) => {
    setOpen(null);
    await onChange(next);
  };
  const props = { organization, onChange: done, onClose: close };
  return (
    <Bar>
      {canInvite && <Button variant="secondary" onClick={() => setOpen('invite')}>Invite user</Button>}
      {allowed.includes('edit') && <Button variant="secondary" onClick={() => setOpen('edit')}>Edit</Button>}
      {allowed.includes('reactivate') && <Button onClick={() => setOpen('reactivate')}>Reactivate</Button>}
      {allowed.includes('suspend') && <Button variant="danger" onClick={() => setOpen('suspend')}>Suspend</Button>}
      {open === 'edit' && <EditOrganizationModal {...props} />}
      {open === 'suspend' && <SuspendModal {...props} />}
      {open === 'reactivate' && <ReactivateDialog {...props} />}
      {open === 'invite' && <InviteUserModal {...props} />}
    </Bar>
  );
}
