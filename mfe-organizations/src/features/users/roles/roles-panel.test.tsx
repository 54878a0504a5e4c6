import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderOrganizations, resetBetweenTests } from '../../../testing/fake-api';
import { NORDIC, ROLES } from '../testing/fixtures';
import { apiError, stubUsersApi } from '../testing/users-api';

resetBetweenTests();

const ROLE_PATH = (id: string) => `/v1/users/roles/${id}`;
const group = (dialog: HTMLElement, name: string) => within(dialog).getByRole('group', { name });
/** A permission checkbox: named by its words, then its code (`View own booking:own:view`). */
const permission = (dialog: HTMLElement, groupName: string, label: string) =>
  within(group(dialog, groupName)).getByRole('checkbox', { name: (name) => name.startsWith(`${label} `) && !name.slice(label.length + 1).includes(' ') });
const rolesCalls = (api: ReturnType<typeof stubUsersApi>) => api.find('GET /v1/users/roles').length;

async function openRoles() {
  await userEvent.click(await screen.findByRole('tab', { name: 'Roles' }));
  await screen.findByRole('rowheader', { name: /Customer user/ });
}

describe('the Roles tab', () => {
  it('lists the roles with their organization, permissions and users; only editable ones can be changed', async () => {
    stubUsersApi();
    renderOrganizations('/users?tab=roles');
    const row = (await screen.findByRole('rowheader', { name: /Customer administrator/ })).closest('tr') as HTMLElement;
    expect(within(row).getByText(NORDIC.name)).toBeInTheDocument();
    expect(within(row).getByText('booking:organization:manage, user:organization:manage')).toBeInTheDocument();
    expect(within(row).getByRole('cell', { name: '2' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit role Customer administrator' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit role Platform administrator' })).not.toBeInTheDocument();
  });

  it('creates a role with permissions picked by resource', async () => {
    const api = stubUsersApi({ 'POST /v1/users/roles': { ...ROLES.customerUser, id: 'new', name: 'Planner' } });
    renderOrganizations('/users');
    await openRoles();
    await userEvent.click(screen.getByRole('button', { name: 'New role' }));
    const dialog = await screen.findByRole('dialog', { name: 'New role' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create role' }));
    expect(within(dialog).getByRole('combobox', { name: 'Organization' })).toHaveAccessibleDescription('Choose the organization');
    expect(within(dialog).getByLabelText('Name')).toHaveAccessibleDescription('Enter a name of at least 2 characters');
    expect(within(dialog).getByText('Give the role at least one permission')).toBeInTheDocument();
    expect(api.find('POST /v1/users/roles')).toHaveLength(0);

    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Organization' }), NORDIC.name);
    await userEvent.type(within(dialog).getByLabelText('Name'), ' Planner ');
    await userEvent.type(within(dialog).getByLabelText('Description'), 'Plans shipments');
    await userEvent.click(permission(dialog, 'Bookings', 'Manage own'));
    await userEvent.click(permission(dialog, 'Quotations', 'View all'));
    const before = rolesCalls(api);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create role' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New role' })).not.toBeInTheDocument());
    expect(api.find('POST /v1/users/roles')[0]?.body).toEqual({
      organizationId: NORDIC.id, name: 'Planner', description: 'Plans shipments', permissions: ['booking:own:manage', 'quotation:view'],
    });
    await waitFor(() => expect(rolesCalls(api)).toBeGreaterThan(before));
  }, 20_000);

  it('renames a role and changes its permissions; a taken name goes to the Error modal', async () => {
    let answer: () => unknown = () => apiError(409, 'ROLE_ALREADY_EXISTS');
    const api = stubUsersApi({ [`PATCH ${ROLE_PATH(ROLES.customerUser.id)}`]: () => answer() });
    renderOrganizations('/users');
    await openRoles();
    await userEvent.click(screen.getByRole('button', { name: 'Edit role Customer user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit role Customer user' });
    expect(permission(dialog, 'Bookings', 'Manage own')).toBeChecked();
    await userEvent.clear(within(dialog).getByLabelText('Name'));
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Shipper');
    await userEvent.click(permission(dialog, 'Bookings', 'View organization’s'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alertdialog', { name: 'Error' })).toHaveTextContent('A role with this name already exists in the organization');
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog', { name: 'Error' })).not.toBeInTheDocument());

    answer = () => ROLES.customerUser;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /Edit role/ })).not.toBeInTheDocument());
    expect(api.find(`PATCH ${ROLE_PATH(ROLES.customerUser.id)}`)[1]?.body).toEqual({
      name: 'Shipper', description: 'Customer user role', permissions: ['booking:own:manage', 'booking:organization:view'],
    });
  });

  it('deletes a role after confirmation, and says so when it is still in use', async () => {
    let answer = () => apiError(409, 'ROLE_IN_USE');
    const api = stubUsersApi({ [`DELETE ${ROLE_PATH(ROLES.auditor.id)}`]: () => answer() });
    renderOrganizations('/users');
    await openRoles();
    await userEvent.click(screen.getByRole('button', { name: 'Delete role Auditor' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Delete role Auditor?' })).getByRole('button', { name: 'Delete role' }));
    expect(await screen.findByRole('alertdialog', { name: 'Error' })).toHaveTextContent('This role is still assigned to users');
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));

    answer = () => new Response(null, { status: 204 });
    const before = rolesCalls(api);
    await userEvent.click(screen.getByRole('button', { name: 'Delete role Auditor' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Delete role Auditor?' })).getByRole('button', { name: 'Delete role' }));
    await waitFor(() => expect(api.find(`DELETE ${ROLE_PATH(ROLES.auditor.id)}`)).toHaveLength(2));
    await waitFor(() => expect(rolesCalls(api)).toBeGreaterThan(before));
  });

  it('offers only the permissions the caller holds', async () => {
    stubUsersApi();
    renderOrganizations('/users', { role: 'customer-administrator', permissions: ['user:organization:manage', 'user-role:manage', 'booking:organization:manage'] });
    await openRoles();
    await userEvent.click(screen.getByRole('button', { name: 'New role' }));
    const dialog = await screen.findByRole('dialog', { name: 'New role' });
    expect(permission(dialog, 'Bookings', 'View own')).toBeEnabled();
    expect(permission(dialog, 'Bookings', 'Manage all')).toBeDisabled();
    expect(permission(dialog, 'Quotations', 'View all')).toBeDisabled();
  });
});
