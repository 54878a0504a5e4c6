import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import styled from 'styled-components';
import { paths, type ManagedUser, type Role, type UserAction } from '@freightdeck/contracts';
import { Button, buttonCss, ConfirmDialog, runWithErrorModal } from '@freightdeck/ui';
import { runUserCommand, type UserCommand } from '../api/users';
import { fullName } from '../user-name';
import { EditUserModal } from './edit-user-modal';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(0.5, 1.5)};
`;

const ButtonLink = styled(RouterLink)`
  ${buttonCss}
`;

/**
 * The shell owns impersonation (docs/product/sessions.md#impersonation): /switch-user swaps the
 * session and goes to /.
 */
export const impersonateUrl = (user: Pick<ManagedUser, 'id'>) => `${paths.switchUser()}?action=IMPERSONATE&userId=${encodeURIComponent(user.id)}`;

export interface UserActionsProps {
  user: ManagedUser;
  roles: readonly Role[];
  /** Reloads the list after a change (also after a refusal: the user's state may have changed meanwhile). */
  onChanged: () => Promise<unknown>;
  /** Says what happened, for the changes that open no dialog. */
  onNotice: (message: string) => void;
}

type Open = 'edit' | 'deactivate' | 'delete';

// The order of the buttons; the server decides which ones (`allowedActions`) and enforces them.
const BUTTONS: { action: UserAction; label: string }[] = [
  { action: 'edit', label: 'Edit' },
  { action: 'resendInvitation', label: 'Resend invitation' },
  { action: 'reactivate', label: 'Reactivate' },
  { action: 'deactivate', label: 'Deactivate' },
  { action: 'delete', label: 'Delete' },
];

const NOTICES: Partial<Record<UserCommand, (name: string, user: ManagedUser) => string>> = {
  resendInvitation: (_, user) => `A new invitation was sent to ${user.email}.`,
  reactivate: (name) => `${name} is active again.`,
};

/** A row's actions: exactly those the server allows; deactivate and delete ask first. */
export function UserActions({ user, roles, onChanged, onNotice }: UserActionsProps) {
  const [open, setOpen] = useState<Open | null>(null);
  const name = fullName(user);
  const close = () => setOpen(null);
  const run = async (command: UserCommand) => {
    try {
      await runUserCommand(user, command);
      const notice = NOTICES[command];
      if (notice) onNotice(notice(name, user));
    } finally {
      await onChanged();
    }
  };
  const press = (action: UserAction) => {
    if (action === 'edit' || action === 'deactivate' || action === 'delete') setOpen(action);
    else if (action !== 'impersonate') void runWithErrorModal(() => run(action));
  };
  const allowed = (action: UserAction) => user.allowedActions.includes(action);
  return (
    <Bar>
      {BUTTONS.filter((b) => allowed(b.action)).map((b) => (
        <Button key={b.action} variant="link" aria-label={`${b.label} ${name}`} onClick={() => press(b.action)}>{b.label}</Button>
      ))}
      {allowed('impersonate') && <ButtonLink to={impersonateUrl(user)} data-variant="link" aria-label={`Impersonate ${name}`}>Impersonate</ButtonLink>}
      {open === 'edit' && (
        <EditUserModal user={user} roles={roles} onClose={close} onSaved={() => { close(); void onChanged(); }} />
      )}
      {open === 'deactivate' && (
        <ConfirmDialog title={`Deactivate ${name}?`} confirmLabel="Deactivate" onConfirm={() => run('deactivate')} onClose={close}>
          <p>{name} is signed out and cannot sign in until reactivated. Their bookings and history stay.</p>
        </ConfirmDialog>
      )}
      {open === 'delete' && (
        <ConfirmDialog title={`Delete ${name}?`} confirmLabel="Delete user" onConfirm={() => run('delete')} onClose={close}>
          <p>{name} can no longer sign in and leaves this list. Their bookings and history keep their name. This cannot be undone.</p>
        </ConfirmDialog>
      )}
    </Bar>
  );
}
