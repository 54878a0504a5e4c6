import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderOrganizations, resetBetweenTests } from '../../../testing/fake-api';
import { ACME_ID, organization } from '../testing/fixtures';
import { openOrganization } from '../testing/open-organization';
import { refusal, stubRoutes } from '../testing/organizations-api';

resetBetweenTests();

const actions = () => within(screen.getByRole('banner')).queryAllByRole('button').map((b) => b.textContent);

describe('an organization', () => {
  it('shows its details and status', async () => {
    await openOrganization(organization());
    const details = screen.getByRole('region', { name: 'Details' });
    expect(within(details).getByText('Active')).toHaveAttribute('data-status', 'ACTIVE');
    expect(details).toHaveTextContent('Tax idCHE-123.456.789');
    expect(details).toHaveTextContent('AddressGrenzacherstrasse 124, 4058 Basel');
    await waitFor(() => expect(details).toHaveTextContent('CountrySwitzerland (CH)'), { timeout: 10_000 });
  });

  it('offers exactly the actions the server allows', async () => {
    await openOrganization(organization({ allowedActions: ['edit', 'suspend'] }), {}, 'operations-agent');
    expect(actions()).toEqual(['Invite user', 'Edit', 'Suspend']);
  });

  it('offers a viewer nothing', async () => {
    await openOrganization(organization({ allowedActions: [] }), {}, 'viewer');
    expect(actions()).toEqual([]);
    expect(within(screen.getByRole('region', { name: 'Contacts' })).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Network' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Users' })).not.toBeInTheDocument();
  });

  it('says "Organization not found" for one out of scope', async () => {
    stubRoutes({ 'GET /v1/organizations/:id': refusal(404, 'NOT_FOUND') });
    renderOrganizations(`/organizations/${ACME_ID}`, { role: 'customer-user' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Organization not found');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Organization details');
    expect(screen.getByRole('link', { name: 'All organizations' })).toHaveAttribute('href', '/organizations');
  });

  it('suspends with a reason and then offers reactivation', async () => {
    const suspended = organization({ status: 'SUSPENDED', suspendedReason: 'Unpaid invoices', suspendedAt: '2026-05-02T08:00:00.000Z', allowedActions: ['edit', 'reactivate'] });
    const api = await openOrganization(organization(), { 'POST /v1/organizations/:id/suspend': suspended });
    await userEvent.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Suspend' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend Acme Pharma' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend organization' }));
    expect(within(dialog).getByRole('textbox', { name: 'Reason' })).toHaveAccessibleDescription('Say why the organization is suspended');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), ' Unpaid invoices ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend organization' }));

    await waitFor(() => expect(actions()).toEqual(['Invite user', 'Edit', 'Reactivate']));
    expect(api.find(`POST /v1/organizations/${ACME_ID}/suspend`).map((c) => c.body)).toEqual([{ reason: 'Unpaid invoices' }]);
    const details = screen.getByRole('region', { name: 'Details' });
    expect(within(details).getByText('Suspended')).toHaveAttribute('data-status', 'SUSPENDED');
    expect(details).toHaveTextContent('ReasonUnpaid invoices');
  });

  it('reactivates, and a refused transition reloads and shows the error', async () => {
    const suspended = organization({ status: 'SUSPENDED', suspendedReason: 'Unpaid invoices', allowedActions: ['reactivate'] });
    let answer: unknown = refusal(409, 'INVALID_STATUS_TRANSITION');
    const api = await openOrganization(suspended, { 'POST /v1/organizations/:id/reactivate': () => answer });
    const open = async () => {
      await userEvent.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Reactivate' }));
      await userEvent.click(within(await screen.findByRole('dialog', { name: 'Reactivate Acme Pharma' })).getByRole('button', { name: 'Reactivate organization' }));
    };
    await open();
    expect(await screen.findByRole('alertdialog', { name: 'Error' })).toHaveTextContent('This action is not possible in the current status');
    expect(api.find(`GET /v1/organizations/${ACME_ID}`).length).toBeGreaterThan(1);
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));

    answer = organization({ allowedActions: ['suspend'] });
    await open();
    await waitFor(() => expect(actions()).toEqual(['Invite user', 'Suspend']));
    expect(api.find(`POST /v1/organizations/${ACME_ID}/reactivate`)).toHaveLength(2);
  }, 20_000);

  it('edits only what changed; nothing changed is the server\'s NOTHING_TO_CHANGE', async () => {
    let answer: unknown = organization({ name: 'Acme Pharma AG' });
    const api = await openOrganization(organization(), { 'PATCH /v1/organizations/:id': () => answer });
    await userEvent.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Edit' }));
    let form = await screen.findByRole('form', { name: 'Edit organization' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Name' }), ' AG');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme Pharma AG' })).toBeInTheDocument();
    expect(api.find(`PATCH /v1/organizations/${ACME_ID}`).map((c) => c.body)).toEqual([{ name: 'Acme Pharma AG' }]);

    answer = refusal(400, 'NOTHING_TO_CHANGE');
    await userEvent.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Edit' }));
    form = await screen.findByRole('form', { name: 'Edit organization' });
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alertdialog', { name: 'Error' })).toHaveTextContent('No valid changes applied');
  });
});
