import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderOrganizations, resetBetweenTests } from '../../../testing/fake-api';
import { NORDIC, ROLES, USERS, userPage } from '../testing/fixtures';
import { stubUsersApi } from '../testing/users-api';

resetBetweenTests();

const row = async (name: string) => (await screen.findByRole('rowheader', { name: new RegExp(name) })).closest('tr') as HTMLElement;
const actionNames = (tr: HTMLElement) => [...within(tr).queryAllByRole('button'), ...within(tr).queryAllByRole('link')].map((b) => b.textContent);

describe('the users list', () => {
  it('shows each user with a status badge, roles, and exactly the actions the server allows', async () => {
    const api = stubUsersApi();
    renderOrganizations('/users');
    const carl = await row('Carl Berg');
    expect(within(carl).getByText('carl@example.com')).toBeInTheDocument();
    expect(within(carl).getByText('Active')).toHaveAttribute('data-tone', 'success');
    expect(within(carl).getByText('Customer user')).toBeInTheDocument();
    expect(within(carl).getByText(/Nordic Fresh Logistics/)).toBeInTheDocument();
    expect(actionNames(carl)).toEqual(['Edit', 'Deactivate', 'Delete', 'Impersonate']);

    const dana = await row('Dana Invited');
    expect(within(dana).getByText('Invited')).toHaveAttribute('data-tone', 'info');
    expect(actionNames(dana)).toEqual(['Edit', 'Resend invitation', 'Delete']);
    const erik = await row('Erik Gone');
    expect(within(erik).getByText('Deactivated')).toHaveAttribute('data-tone', 'neutral');
    expect(actionNames(erik)).toEqual(['Reactivate', 'Delete']);
    expect(actionNames(await row('Olga Ops'))).toEqual([]);

    expect(screen.getByRole('navigation', { name: 'Pagination' })).toHaveTextContent('1–4 of 4 users');
    expect(Object.fromEntries(api.lastQuery() ?? [])).toEqual({ page: '1', pageSize: '25' });
  });

  it('sends the filters it is given, keeps them in the URL and goes back to page 1 on a new filter', async () => {
    const api = stubUsersApi({ 'GET /v1/users': () => userPage([USERS.carl], { total: 60 }) });
    renderOrganizations('/users');
    await row('Carl Berg');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(api.lastQuery()?.get('page')).toBe('2'));

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Invited');
    await waitFor(() => expect(api.lastQuery()?.get('status')).toBe('INVITED'));
    expect(api.lastQuery()?.get('page')).toBe('1');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Organization' }), NORDIC.name);
    // The role filter then offers the roles of that organization only.
    const roleFilter = screen.getByRole('combobox', { name: 'Role' });
    expect(within(roleFilter).getAllByRole('option').map((o) => o.textContent)).toEqual(['Any role', 'Customer administrator', 'Customer user', 'Auditor']);
    await userEvent.selectOptions(roleFilter, 'Customer user');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'carl');
    await waitFor(() => expect(api.lastQuery()?.get('q')).toBe('carl'));
    expect(Object.fromEntries(api.lastQuery() ?? [])).toEqual({
      q: 'carl', status: 'INVITED', organizationId: NORDIC.id, roleId: ROLES.customerUser.id, page: '1', pageSize: '25',
    });

    // The filters live in the URL: a visit to the Roles tab and back finds them again.
    await userEvent.click(screen.getByRole('tab', { name: 'Roles' }));
    await userEvent.click(screen.getByRole('tab', { name: 'Users' }));
    expect(await screen.findByRole('combobox', { name: 'Status' })).toHaveValue('INVITED');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('carl');
  }, 20_000);

  it('opens with the filters of its URL and offers to clear them when nothing matches', async () => {
    const api = stubUsersApi({ 'GET /v1/users': userPage([]) });
    renderOrganizations(`/users?status=DEACTIVATED&roleId=${ROLES.customerAdmin.id}&q=erik&organizationId=not-a-uuid`);
    expect(await screen.findByText('No users match these filters')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('DEACTIVATED');
    expect(Object.fromEntries(api.lastQuery() ?? [])).toEqual({ q: 'erik', status: 'DEACTIVATED', roleId: ROLES.customerAdmin.id, page: '1', pageSize: '25' });
    await userEvent.click(within(screen.getByRole('table')).getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(Object.fromEntries(api.lastQuery() ?? [])).toEqual({ page: '1', pageSize: '25' }));
  });

  it('says when the list could not be loaded and tries again', async () => {
    let fail = true;
    stubUsersApi({ 'GET /v1/users': () => (fail ? new Response('down', { status: 503 }) : userPage([USERS.carl])) });
    renderOrganizations('/users');
    expect(await screen.findByText('The users could not be loaded')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('rowheader', { name: /Carl Berg/ })).toBeInTheDocument();
  });

  it('impersonates through the shell’s /switch-user route', async () => {
    stubUsersApi();
    renderOrganizations('/users');
    const link = within(await row('Carl Berg')).getByRole('link', { name: 'Impersonate Carl Berg' });
    expect(link).toHaveAttribute('href', `/switch-user?action=IMPERSONATE&userId=${USERS.carl.id}`);
    await userEvent.click(link);
    // The dev shell stands in for the shell, which owns /switch-user.
    expect(await screen.findByRole('status', { name: 'Not one of this remote\'s routes' })).toBeInTheDocument();
  });

  it('hides the Roles tab and the invite button from a user who may only view users', async () => {
    stubUsersApi();
    renderOrganizations('/users', { role: 'operations-agent', permissions: ['user:view'] });
    expect(await screen.findByRole('rowheader', { name: /Carl Berg/ })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Roles' })).not.toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Invite user' })).not.toBeInTheDocument();
  });

  it('shows the Roles tab to holders of user-role:view', async () => {
    stubUsersApi();
    renderOrganizations('/users', { role: 'customer-administrator' });
    await userEvent.click(await screen.findByRole('tab', { name: 'Roles' }));
    expect(await screen.findByRole('rowheader', { name: /Customer administrator/ })).toBeInTheDocument();
    // user-role:view only: no role editing.
    expect(screen.queryByRole('button', { name: 'New role' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit role/ })).not.toBeInTheDocument();
  });
});
