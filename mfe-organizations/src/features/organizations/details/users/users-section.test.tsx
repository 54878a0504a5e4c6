import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetBetweenTests } from '../../../../testing/fake-api';
import { ACME_ID, managedUser, NORDIC_ID, organization, role } from '../../testing/fixtures';
import { openOrganization } from '../../testing/open-organization';
import { created, refusal, type ApiCall } from '../../testing/organizations-api';

resetBetweenTests();

const section = () => screen.getByRole('region', { name: 'Users' });
const anna = managedUser();
const dan = managedUser({ id: 'u-2', email: 'dan@acme-pharma.test', firstName: 'Dan', lastName: 'Ek', status: 'INVITED',
  memberships: [{ organization: { id: ACME_ID, name: 'Acme Pharma', isPrimary: false }, role: { id: 'r-user', name: 'Customer user' } }] });
const users = (items = [anna]) => ({ items, total: items.length, page: 1, pageSize: 25 });
const roles = {
  items: [
    role({ id: '00000000-0000-4000-8000-00000000r001', name: 'Customer user' }),
    role({ id: '00000000-0000-4000-8000-00000000r002', name: 'Customer administrator', assignable: false }),
    role({ id: '00000000-0000-4000-8000-00000000r003', name: 'Viewer' }),
  ],
};

describe('users of the organization', () => {
  it('lists them with role and status and links to the users page', async () => {
    const api = await openOrganization(organization(), { 'GET /v1/users': users() }, 'customer-administrator');
    const row = (await within(section()).findByRole('rowheader', { name: 'Anna Berg' })).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('anna@acme-pharma.test');
    expect(within(row).getByRole('cell', { name: 'Customer administrator' })).toBeInTheDocument();
    expect(within(row).getByText('Active')).toBeInTheDocument();
    expect(within(section()).getByRole('link', { name: 'Manage users' })).toHaveAttribute('href', `/users?organizationId=${ACME_ID}`);
    expect(api.find('GET /v1/users')[0]?.query.get('organizationId')).toBe(ACME_ID);
  });

  it('is not shown (nor asked for) without a user view permission', async () => {
    const api = await openOrganization(organization(), {}, 'customer-user');
    expect(screen.queryByRole('region', { name: 'Users' })).not.toBeInTheDocument();
    expect(api.find('GET /v1/users')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Invite user' })).not.toBeInTheDocument();
  });

  it('invites a user with one of the assignable roles, and the list shows them', async () => {
    let invited = false;
    const api = await openOrganization(organization({ allowedActions: ['edit', 'manageContacts'] }), {
      'GET /v1/users': () => users(invited ? [anna, dan] : [anna]),
      'GET /v1/users/roles': (c: ApiCall) => (c.query.get('organizationId') === ACME_ID ? roles : { items: [] }),
      'POST /v1/users/invite': () => {
        invited = true;
        return created(dan);
      },
    }, 'customer-administrator');
    await userEvent.click(screen.getByRole('button', { name: 'Invite user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite a user to Acme Pharma' });
    const picker = within(dialog).getByRole('combobox', { name: 'Role' });
    await waitFor(() => expect(within(picker).getAllByRole('option').map((o) => o.textContent)).toEqual(['Choose a role', 'Customer user', 'Viewer']));

    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(picker).toHaveAccessibleDescription('Choose a role');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'E-mail' }), 'dan@acme-pharma.test');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'First name' }), 'Dan');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Last name' }), 'Ek');
    await userEvent.selectOptions(picker, 'Customer user');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));

    expect(await screen.findByRole('dialog', { name: 'Invitation sent' })).toHaveTextContent('Dan Ek (dan@acme-pharma.test) is invited to Acme Pharma.');
    expect(api.find('POST /v1/users/invite').map((c) => c.body)).toEqual([{
      email: 'dan@acme-pharma.test', firstName: 'Dan', lastName: 'Ek', memberships: [{ organizationId: ACME_ID, roleId: '00000000-0000-4000-8000-00000000r001' }],
    }]);
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    const row = (await within(section()).findByRole('rowheader', { name: 'Dan Ek' })).closest('tr') as HTMLElement;
    expect(within(row).getByText('Invited')).toBeInTheDocument();
  }, 20_000);

  it('shows USER_ALREADY_EXISTS in the Error modal, the form kept open', async () => {
    await openOrganization(organization(), {
      'GET /v1/users/roles': roles,
      'POST /v1/users/invite': refusal(409, 'USER_ALREADY_EXISTS'),
    }, 'customer-administrator');
    await userEvent.click(screen.getByRole('button', { name: 'Invite user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite a user to Acme Pharma' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'E-mail' }), 'anna@acme-pharma.test');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'First name' }), 'Anna');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Last name' }), 'Berg');
    await waitFor(() => expect(within(dialog).getAllByRole('option')).toHaveLength(3));
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Role' }), 'Viewer');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByRole('alertdialog', { name: 'Error' })).toHaveTextContent('User already exists');
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog', { name: 'Error' })).not.toBeInTheDocument());
    expect(within(dialog).getByRole('textbox', { name: 'E-mail' })).toHaveValue('anna@acme-pharma.test');
  });

  it('offers staff only the roles of this organization', async () => {
    await openOrganization(organization({ id: NORDIC_ID, name: 'Nordic Fresh Logistics' }), {
      'GET /v1/users/roles': { items: [...roles.items, role({ id: 'x', name: 'Operations agent', organization: { id: 'op', name: 'Freightdeck', isPrimary: true } })] },
    }, 'operations-agent');
    await userEvent.click(screen.getByRole('button', { name: 'Invite user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite a user to Nordic Fresh Logistics' });
    // These fixture roles belong to Acme, so none is offered for Nordic Fresh.
    await waitFor(() => expect(within(dialog).getAllByRole('option').map((o) => o.textContent)).toEqual(['Choose a role']));
  });
});
