import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ManagedUser } from '@freightdeck/contracts';
import { renderOrganizations, resetBetweenTests } from '../../../testing/fake-api';
import { NORDIC, PRIMARY, ROLES, user, userPage } from '../testing/fixtures';
import { apiError, stubUsersApi } from '../testing/users-api';

resetBetweenTests();

const INVITE = 'POST /v1/users/invite';
const invited = user('20000000-0000-4000-8000-000000000009', 'Nina', 'New', { status: 'INVITED', email: 'nina@example.com' });

async function openInvite() {
  await userEvent.click(await screen.findByRole('button', { name: 'Invite user' }));
  return screen.findByRole('dialog', { name: 'Invite user' });
}
async function fillPerson(dialog: HTMLElement) {
  await userEvent.type(within(dialog).getByLabelText('E-mail'), ' nina@example.com ');
  await userEvent.type(within(dialog).getByLabelText('First name'), 'Nina');
  await userEvent.type(within(dialog).getByLabelText('Last name'), 'New');
}

describe('inviting a user', () => {
  it('checks the fields before calling, offers only assignable roles, sends the invitation and reloads the list', async () => {
    let listed: ManagedUser[] = [];
    const api = stubUsersApi({ [INVITE]: () => new Response(JSON.stringify(invited), { status: 201, headers: { 'content-type': 'application/json' } }), 'GET /v1/users': () => userPage(listed) });
    renderOrganizations('/users');
    const dialog = await openInvite();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(within(dialog).getByLabelText('E-mail')).toHaveAccessibleDescription('Enter the e-mail address');
    expect(within(dialog).getByLabelText('First name')).toHaveAccessibleDescription('Enter the first name');
    expect(within(dialog).getByRole('combobox', { name: 'Organization' })).toHaveAccessibleDescription('Choose the organization');
    expect(within(dialog).getByRole('combobox', { name: 'Role' })).toHaveAccessibleDescription('Choose a role');
    expect(api.find(INVITE)).toHaveLength(0);

    await fillPerson(dialog);
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Organization' }), NORDIC.name);
    const role = within(dialog).getByRole('combobox', { name: 'Role' });
    // The auditor role holds permissions the caller lacks: not offered.
    expect(within(role).getAllByRole('option').map((o) => o.textContent)).toEqual(['Choose…', 'Customer administrator', 'Customer user']);
    await userEvent.selectOptions(role, 'Customer user');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Add a role in another organization' }));
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Organization 2' }), PRIMARY.name);
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Role 2' }), 'Operations agent');

    listed = [invited];
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Invite user' })).not.toBeInTheDocument());
    expect(api.find(INVITE)[0]?.body).toEqual({
      email: 'nina@example.com', firstName: 'Nina', lastName: 'New',
      memberships: [{ organizationId: NORDIC.id, roleId: ROLES.customerUser.id }, { organizationId: PRIMARY.id, roleId: ROLES.opsAgent.id }],
    });
    expect(screen.getByText('An invitation was sent to nina@example.com.')).toHaveAttribute('role', 'status');
    expect(await screen.findByRole('rowheader', { name: /Nina New/ })).toBeInTheDocument();
  }, 20_000);

  it('shows a server field error on its field, and USER_ALREADY_EXISTS in the Error modal', async () => {
    let answer = () => new Response(JSON.stringify({
      code: 'VALIDATION_ERROR', message: 'invalid', details: [{ path: 'memberships.0.roleId', message: 'is not a role of Nordic Fresh Logistics' }],
    }), { status: 400, headers: { 'content-type': 'application/json' } });
    stubUsersApi({ [INVITE]: () => answer() });
    renderOrganizations('/users');
    const dialog = await openInvite();
    await fillPerson(dialog);
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Organization' }), NORDIC.name);
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Role' }), 'Customer user');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: 'Role' })).toHaveAccessibleDescription('is not a role of Nordic Fresh Logistics'));

    answer = () => apiError(409, 'USER_ALREADY_EXISTS');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByRole('alertdialog', { name: 'Error' })).toHaveTextContent('User already exists');
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog', { name: 'Error' })).not.toBeInTheDocument());

    answer = () => apiError(403, 'FORBIDDEN');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByRole('alertdialog', { name: 'Error' })).toHaveTextContent('You do not have permission to do this');
  }, 20_000);

  it('preselects the organization when the caller gives roles in one only', async () => {
    const api = stubUsersApi({ 'GET /v1/users/roles': { items: [ROLES.customerAdmin, ROLES.customerUser] }, [INVITE]: invited });
    renderOrganizations('/users', { role: 'customer-administrator' });
    const dialog = await openInvite();
    expect(within(dialog).getByRole('combobox', { name: 'Organization' })).toHaveValue(NORDIC.id);
    expect(within(dialog).queryByRole('button', { name: /Add a role/ })).not.toBeInTheDocument();
    await fillPerson(dialog);
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Role' }), 'Customer administrator');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(api.find(INVITE)).toHaveLength(1));
    expect(api.find(INVITE)[0]?.body).toMatchObject({ memberships: [{ organizationId: NORDIC.id, roleId: ROLES.customerAdmin.id }] });
  });
});
