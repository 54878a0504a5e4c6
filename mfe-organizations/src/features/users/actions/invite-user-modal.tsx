import type { ManagedUser, Role } from '@freightdeck/contracts';
import { Button, Form, FormActions, Modal, rules, TextField, useForm } from '@freightdeck/ui';
import { inviteUser } from '../../shared/api/users';
import { MembershipRows } from '../memberships/membership-rows';
import { membershipRules, membershipValues, toMemberships, type MembershipValues } from '../memberships/membership-values';
import { assignableRoles, organizationsOf } from '../organizations-of-roles';

export interface InviteUserModalProps {
  /** Every role the caller sees; only the assignable ones are offered. */
  roles: readonly Role[];
  onInvited: (user: ManagedUser) => void;
  onClose: () => void;
}

/** Invites a user with a role in one or more organizations; they get an e-mail with an activation link. */
export function InviteUserModal({ roles, onInvited, onClose }: InviteUserModalProps) {
  const organizations = organizationsOf(roles.filter((r) => r.assignable));
  const only = organizations.length === 1 ? organizations[0]?.id ?? '' : '';
  const form = useForm<MembershipValues>({
    initialValues: { email: '', firstName: '', lastName: '', ...membershipValues([{ organizationId: only, roleId: '' }]) },
    rules: {
      email: [rules.required('Enter the e-mail address'), rules.email('Enter a valid e-mail address')],
      firstName: [rules.required('Enter the first name')],
      lastName: [rules.required('Enter the last name')],
      ...membershipRules(),
    },
    onSubmit: async (values) => {
      const user = await inviteUser({
        email: (values.email ?? '').trim(), firstName: (values.firstName ?? '').trim(), lastName: (values.lastName ?? '').trim(),
        memberships: toMemberships(values),
      });
      onInvited(user);
    },
  });
  const roleOptions = (organizationId: string) => assignableRoles(roles, organizationId).map((r) => ({ value: r.id, label: r.name }));
  return (
    <Modal open title="Invite user" onClose={onClose} style={{ maxWidth: 560 }}>
      <Form form={form}>
        <TextField label="E-mail" type="email" required autoComplete="off" maxLength={254} {...form.field('email')} />
        <TextField label="First name" required maxLength={100} {...form.field('firstName')} />
        <TextField label="Last name" required maxLength={100} {...form.field('lastName')} />
        <MembershipRows form={form} organizations={organizations} roleOptions={roleOptions} />
        <FormActions>
          <Button variant="secondary" onClick={onClose}>Close</Button>
          <Button type="submit" disabled={form.submitting}>Send invitation</Button>
        </FormActions>
      </Form>
    </Modal>
  );
}
