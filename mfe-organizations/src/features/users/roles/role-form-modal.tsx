import { useCurrentUser } from '@freightdeck/auth';
import type { Permission, Role } from '@freightdeck/contracts';
import { Button, Form, FormActions, Modal, Select, TextField, useForm } from '@freightdeck/ui';
import { createRole, updateRole } from '../api/roles';
import { organizationOptions, type RoleOrganization } from '../organizations-of-roles';
import { PermissionCheckboxes } from './permission-checkboxes';

type RoleValues = {
  organizationId: string;
  name: string;
  description: string;
  permissions: string[];
};

export interface RoleFormModalProps {
  /** The role to edit; without it a new role is created in one of `organizations`. */
  role?: Role;
  organizations: readonly RoleOrganization[];
  onSaved: (role: Role) => void;
  onClose: () => void;
}

const nameRule = (v: string) => (v.trim().length < 2 ? 'Enter a name of at least 2 characters' : undefined);

/** Create a role (organization, name, description, permissions), or rename one and change its permissions. */
export function RoleFormModal({ role, organizations, onSaved, onClose }: RoleFormModalProps) {
  const { user } = useCurrentUser();
  const initial = role?.permissions ?? [];
  const form = useForm<RoleValues>({
    initialValues: {
      organizationId: role?.organization.id ?? (organizations.length === 1 ? organizations[0]?.id ?? '' : ''),
      name: role?.name ?? '', description: role?.description ?? '', permissions: [...initial],
    },
    rules: {
      organizationId: [(v) => (v ? undefined : 'Choose the organization')],
      name: [nameRule],
      permissions: [(v) => (v.length === 0 ? 'Give the role at least one permission' : undefined)],
    },
    onSubmit: async ({ organizationId, name, description, permissions }) => {
      const body = { name: name.trim(), description: description.trim(), permissions: permissions as Permission[] };
      onSaved(await (role ? updateRole(role, body) : createRole({ organizationId, ...body })));
    },
  });
  return (
    <Modal open title={role ? `Edit role ${role.name}` : 'New role'} onClose={onClose} style={{ maxWidth: 760 }}>
      <Form form={form}>
        {role ? (
          <p>Organization: <strong>{role.organization.name}</strong></p>
        ) : (
          <Select label="Organization" required placeholder="Choose…" options={organizationOptions(organizations)} {...form.field('organizationId')} />
        )}
        <TextField label="Name" required maxLength={100} {...form.field('name')} />
        <TextField label="Description" maxLength={500} {...form.field('description')} />
        <PermissionCheckboxes
          value={form.values.permissions} onChange={(p) => form.setValue('permissions', p)}
          held={user?.permissions ?? []} initial={initial} error={form.errors.permissions}
        />
        <FormActions>
          <Button variant="secondary" onClick={onClose}>Close</Button>
          <Button type="submit" disabled={form.submitting}>{role ? 'Save' : 'Create role'}</Button>
        </FormActions>
      </Form>
    </Modal>
  );
}
