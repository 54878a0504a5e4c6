import { useState } from 'react';
import styled from 'styled-components';
import { useSWRConfig } from 'swr';
import type { ManagedUser } from '@freightdeck/contracts';
import { Button, Form, FormActions, Modal, rules, Select, TextField, useForm } from '@freightdeck/ui';
import { inviteUser } from '../../../shared/api/users';
import { organizationUsersKey, useOrganizationRoles } from '../../api/members';
import type { OrganizationModalProps } from '../modal-props';

const Fields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing(2)};
`;

/** Invites a user into this organization with one of the roles the caller may give (`assignable`). */
export function InviteUserModal({ organization, onClose }: OrganizationModalProps) {
  const roles = useOrganizationRoles(organization.id, true);
  const { mutate } = useSWRConfig();
  const [invited, setInvited] = useState<ManagedUser | null>(null);
  const options = (roles.data?.items ?? [])
    .filter((r) => r.assignable && r.organization.id === organization.id)
    .map((r) => ({ value: r.id, label: r.name }));
  const form = useForm({
    initialValues: { email: '', firstName: '', lastName: '', roleId: '' },
    rules: {
      email: [rules.required('Enter the e-mail address'), rules.email('Enter a valid e-mail address')],
      firstName: [rules.required('Enter the first name')],
      lastName: [rules.required('Enter the last name')],
      roleId: [rules.required('Choose a role')],
    },
    onSubmit: async (v) => {
      const user = await inviteUser({
        email: v.email.trim(), firstName: v.firstName.trim(), lastName: v.lastName.trim(),
        memberships: [{ organizationId: organization.id, roleId: v.roleId }],
      });
      setInvited(user);
      // The users section of this page lists the new user.
      await mutate(organizationUsersKey(organization.id));
    },
  });

  if (invited) {
    return (
      <Modal open title="Invitation sent" onClose={onClose}>
        <p role="status">{invited.firstName} {invited.lastName} ({invited.email}) is invited to {organization.name}. The e-mail carries a link to activate the account.</p>
        <FormActions><Button onClick={onClose}>Done</Button></FormActions>
      </Modal>
    );
  }
  return (
    <Modal open title={`Invite a user to ${organization.name}`} onClose={onClose}>
      <Form form={form} aria-label="Invite user">
        <Fields>
          <TextField label="E-mail" type="email" required maxLength={254} autoComplete="off" {...form.field('email')} />
          <TextField label="First name" required maxLength={100} {...form.field('firstName')} />
          <TextField label="Last name" required maxLength={100} {...form.field('lastName')} />
          <Select
            label="Role" required placeholder={roles.isLoading ? 'Loading roles…' : 'Choose a role'} options={options}
            {...form.field('roleId')} error={form.errors.roleId ?? (roles.error ? 'The roles could not be loaded' : undefined)}
          />
        </Fields>
        <FormActions>
          <Button variant="secondary" onClick={onClose}>Cancel</Button>
          <Button type="submit" disabled={form.submitting}>Send invitation</Button>
        </FormActions>
      </Form>
    </Modal>
  );
}
