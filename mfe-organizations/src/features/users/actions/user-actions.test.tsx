import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderOrganizations, resetBetweenTests } from '../../../testing/fake-api';
import { NORDIC, PRIMARY, ROLES, USERS, userPage } from '../testing/fixtures';
import { apiError, stubUsersApi } from '../testing/users-api';

resetBetweenTests();

const path = (id: string, suffix = '') => `/v1/users/${id}${suffix}`;
const listCalls = (api: ReturnType<typeof stubUsersApi>) => api.find('GET /v1/users').length;

async function press(name: string) {
  await userEvent.click(await screen.findByRole('button', { name }));
}

describe('a user row’s actions', () => {
  it('changes the name and roles of a user and reloads the list', async () => {
    const carl = { ...USERS.carl, memberships: [...USERS.carl.memberships, { organization: { id: '00000000-0000-4000-8000-0000000000ff', name: 'Elsewhere Ltd', isPrimary: false }, role: { id: 'r-x', name: 'Viewer' } }] };
    const api = stubUsersApi({ 'GET /v1/users': userPage([carl]), [`PATCH ${path(carl.id)}`]: carl });
    renderOrganizations('/users');
    await press('Edit Carl Berg');
    const dialog = await screen.findByRole('dialog', { name: 'Edit Carl Berg' });
    expect(within(dialog).getByRole('combobox', { name: 'Organization' })).toHaveValue(NORDIC.id);
    expect(within(dialog).getByRole('combobox', { name: 'Role' })).toHaveValue(ROLES.customerUser.id);
    // A role in an organization the caller does not manage stays as it is.
    expect(within(dialog).getByText(/Also Viewer in Elsewhere Ltd/)).toBeInTheDocument();

    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Role' }), 'Customer administrator');
    await userEvent.clear(within(dialog).getByLabelText('Last name'));
    await userEvent.type(within(dialog).getByLabelText('Last name'), 'Bergström');
    const before = listCalls(api);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Carl Berg' })).not.toBeInTheDocument());
    expect(api.find(`PATCH ${path(carl.id)}`)[0]?.body).toEqual({
      firstName: 'Carl', lastName: 'Bergström', memberships: [{ organizationId: NORDIC.id, roleId: ROLES.customerAdmin.id }],
    });
    await waitFor(() => expect(listCalls(api)).toBeGreaterThan(before));
  });

  it('moves a user to another organization by removing one role and adding another', async () => {
    const api = stubUsersApi({ [`PATCH ${path(USERS.carl.id)}`]: USERS.carl });
    renderOrganizations('/users');
    await press('Edit Carl Berg');
    const dialog = await screen.findByRole('dialog', { name: 'Edit Carl Berg' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add a role in another organization' }));
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Organization 2' }), PRIMARY.name);
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Role 2' }), 'Operations agent');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove role 1' }));
    expect(within(dialog).getByRole('combobox', { name: 'Organization' })).toHaveValue(PRIMARY.id);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.find(`PATCH ${path(USERS.carl.id)}`)).toHaveLength(1));
    expect(api.find(`PATCH ${path(USERS.carl.id)}`)[0]?.body).toMatchObject({ memberships: [{ organizationId: PRIMARY.id, roleId: ROLES.opsAgent.id }] });
  });

  it('deactivates only after confirmation, then reloads', async () => {
    const api = stubUsersApi({ [`POST ${path(USERS.carl.id, '/deactivate')}`]: { ...USERS.carl, status: 'DEACTIVATED' } });
    renderOrganizations('/users');
    await press('Deactivate Carl Berg');
    let dialog = await screen.findByRole('dialog', { name: 'Deactivate Carl Berg?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep' }));
    expect(api.find(`POST ${path(USERS.carl.id, '/deactivate')}`)).toHaveLength(0);

    await press('Deactivate Carl Berg');
    dialog = await screen.findByRole('dialog', { name: 'Deactivate Carl Berg?' });
    const before = listCalls(api);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(api.find(`POST ${path(USERS.carl.id, '/deactivate')}`)).toHaveLength(1));
    await waitFor(() => expect(listCalls(api)).toBeGreaterThan(before));
  });

  it('deletes after confirmation; a state changed meanwhile shows the error and reloads', async () => {
    let answer = () => apiError(409, 'INVALID_STATUS_TRANSITION');
    const api = stubUsersApi({ [`DELETE ${path(USERS.dana.id)}`]: () => answer() });
    renderOrganizations('/users');
    await press('Delete Dana Invited');
    const before = listCalls(api);
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Delete Dana Invited?' })).getByRole('button', { name: 'Delete user' }));
    expect(await screen.findByRole('alertdialog', { name: 'Error' })).toHaveTextContent('This action is not possible in the current status');
    await waitFor(() => expect(listCalls(api)).toBeGreaterThan(before));
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));

    answer = () => new Response(null, { status: 204 });
    await press('Delete Dana Invited');
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Delete Dana Invited?' })).getByRole('button', { name: 'Delete user' }));
    await waitFor(() => expect(api.find(`DELETE ${path(USERS.dana.id)}`)).toHaveLength(2));
    expect(screen.queryByRole('alertdialog', { name: 'Error' })).not.toBeInTheDocument();
  });

  it('resends an invitation and reactivates at once, saying so', async () => {
    const api = stubUsersApi({
      [`POST ${path(USERS.dana.id, '/invitation')}`]: USERS.dana,
      [`POST ${path(USERS.erik.id, '/reactivate')}`]: { ...USERS.erik, status: 'ACTIVE' },
    });
    renderOrganizations('/users');
    await press('Resend invitation Dana Invited');
    expect(await screen.findByText('A new invitation was sent to dana@example.com.')).toHaveAttribute('role', 'status');
    await press('Reactivate Erik Gone');
    expect(await screen.findByText('Erik Gone is active again.')).toBeInTheDocument();
    expect(api.find(`POST ${path(USERS.erik.id, '/reactivate')}`)).toHaveLength(1);
  });
});
