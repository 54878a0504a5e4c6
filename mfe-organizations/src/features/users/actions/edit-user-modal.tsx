import styled from 'styled-components';
import type { ManagedUser, Role } from '@freightdeck/contracts';
import { Button, Form, FormActions, Modal, rules, TextField, useForm } from '@freightdeck/ui';
import { updateUser } from '../api/users';
import { MembershipRows } from '../memberships/membership-rows';
import { membershipRules, membershipValues, toMemberships, type MembershipValues } from '../memberships/membership-values';
import { assignableRoles, organizationsOf } from '../organizations-of-roles';
import { fullName } from '../user-name';

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export interface EditUserModalProps {
  user: ManagedUser;
  roles: readonly Role[];
  onSaved: (user: ManagedUser) => void;
  onClose: () => void;
}

/**
 * The name and the roles. Only the organizations whose roles the caller sees are editable: the
 * API replaces the user's roles there and keeps the others, which are listed for information.
 */
export function EditUserModal({ user, roles, onSaved, onClose }: EditUserModalProps) {
  const organizations = organizationsOf(roles);
  const managed = new Set(organizations.map((o) => o.id));
  const elsewhere = user.memberships.filter((m) => !managed.has(m.organization.id));
  const form = useForm<MembershipValues>({
    initialValues: {
      firstName: user.firstName, lastName: user.lastName,
      ...membershipValues(user.memberships.filter((m) => managed.has(m.organization.id)).map((m) => ({ organizationId: m.organization.id, roleId: m.role.id }))),
    },
    rules: { firstName: [rules.required('Enter the first name')], lastName: [rules.required('Enter the last name')], ...membershipRules({ requireOne: elsewhere.length === 0 }) },
    onSubmit: async (values) => {
      const body = { firstName: (values.firstName ?? '').trim(), lastName: (values.lastName ?? '').trim(), memberships: toMemberships(values) };
      onSaved(await updateUser(user, body));
    },
  });
  // The user's current role stays on offer even when the caller could not give it anew.
  const roleOptions = (organizationId: string) => {
    const offered = assignableRoles(roles, organizationId).map((r) => ({ value: r.id, label: r.name }));
    const current = user.memberships.find((m) => m.organization.id === organizationId)?.role;
    return current && !offered.some((o) => o.value === current.id) ? [{ value: current.id, label: current.name }, ...offered] : offered;
  };
  return (
    <Modal open title={`Edit ${fullName(user)}`} onClose={onClose} style={{ maxWidth: 560 }}>
      <Form form={form}>
        <Note>{user.email}</Note>
        <TextField label="First name" required maxLength={100} {...form.field('firstName')} />
        <TextField label="Last name" required maxLength={100} {...form.field('lastName')} />
        <MembershipRows form={form} organizations={organizations} roleOptions={roleOptions} />
        {elsewhere.length > 0 && (
          <Note>Also {elsewhere.map((m) => `${m.role.name} in ${m.organization.name}`).join(', ')} (managed there).</Note>
        )}
        <FormActions>
          <Button variant="secondary" onClick={onClose}>Close</Button>
          <Button type="submit" disabled={form.submitting}>Save</Button>
        </FormActions>
      </Form>
    </Modal>
  );
}
