import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderOrganizations, resetBetweenTests } from '../../../testing/fake-api';
import { NEW_ORGANIZATION_ID, registration, REGISTRATION_ID } from '../testing/fixtures';
import { refusal, stubRoutes } from '../testing/registrations-api';

jest.setTimeout(20_000);

resetBetweenTests();

const GET = `GET /v1/organizations/registrations/${REGISTRATION_ID}`;
const APPROVE = `POST /v1/organizations/registrations/${REGISTRATION_ID}/approve`;
const REJECT = `POST /v1/organizations/registrations/${REGISTRATION_ID}/reject`;
const reviewer = { id: 'u-ops', name: 'Olga Ops' };
const approved = registration({
  status: 'APPROVED', reviewedBy: reviewer, reviewedAt: '2026-05-03T09:00:00.000Z', organization: { id: NEW_ORGANIZATION_ID, name: 'Globex Logistics' },
});

async function open() {
  renderOrganizations(`/organizations/registrations/${REGISTRATION_ID}`, { role: 'operations-agent' });
  await screen.findByRole('heading', { level: 1, name: 'Globex Logistics' });
}

describe('registration details', () => {
  it('shows the company, the administrator, the link and who sent it', async () => {
    stubRoutes({ [GET]: registration() });
    await open();
    const company = screen.getByRole('region', { name: 'Company' });
    expect(within(company).getByText('Hafenstrasse 1, 4057 Basel')).toBeInTheDocument();
    expect(within(company).getByText('CHE-111.222.333')).toBeInTheDocument();
    expect(await within(company).findByText('Switzerland')).toBeInTheDocument();
    const administrator = screen.getByRole('region', { name: 'Administrator' });
    expect(within(administrator).getByText('Hank Scorpio')).toBeInTheDocument();
    expect(within(administrator).getByRole('link', { name: 'hank@globex.test' })).toHaveAttribute('href', 'mailto:hank@globex.test');
    expect(within(administrator).getByText('+41 61 555 0101')).toBeInTheDocument();
    const link = screen.getByRole('region', { name: 'Registration link' });
    expect(within(link).getByText('Olga Ops')).toBeInTheDocument();
    expect(within(link).getByText('Welcome aboard')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Review' })).getByText('Pending')).toBeInTheDocument();
  });

  it('approves after a confirmation and links to the new organization', async () => {
    const api = stubRoutes({ [GET]: registration(), [APPROVE]: approved });
    await open();
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve application' });
    expect(dialog).toHaveTextContent('hank@globex.test');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep pending' }));
    expect(api.find(APPROVE)).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Approve application' })).getByRole('button', { name: 'Approve' }));
    const review = screen.getByRole('region', { name: 'Review' });
    expect(await within(review).findByRole('link', { name: 'Globex Logistics' })).toHaveAttribute('href', `/organizations/${NEW_ORGANIZATION_ID}`);
    expect(within(review).getByText('Olga Ops')).toBeInTheDocument();
    expect(screen.getByText(/^Approved:/)).toHaveTextContent('Approved: Globex Logistics is created and hank@globex.test is invited.');
    expect(api.find(APPROVE)).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
  });

  it('rejects with a reason of at least 3 characters', async () => {
    const api = stubRoutes({
      [GET]: registration(),
      [REJECT]: (call: { body: { reason: string } }) => registration({ status: 'REJECTED', reviewedBy: reviewer, reviewedAt: '2026-05-03T09:00:00.000Z', reason: call.body.reason }),
    });
    await open();
    await userEvent.click(screen.getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject application' });
    const submit = within(dialog).getByRole('button', { name: 'Reject application' });
    await userEvent.click(submit);
    const reason = within(dialog).getByRole('textbox', { name: 'Reason' });
    expect(reason).toHaveAccessibleDescription('Say why the application is rejected');
    await userEvent.type(reason, 'no');
    await userEvent.click(submit);
    expect(reason).toHaveAccessibleDescription('Say why in at least 3 characters');
    expect(api.find(REJECT)).toHaveLength(0);

    await userEvent.type(reason, 't a freight business ');
    await userEvent.click(submit);
    const review = screen.getByRole('region', { name: 'Review' });
    expect(await within(review).findByText('not a freight business')).toBeInTheDocument();
    expect(within(review).getByText('Rejected', { selector: '[data-status]' })).toBeInTheDocument();
    expect(api.find(REJECT).map((c) => c.body)).toEqual([{ reason: 'not a freight business' }]);
    expect(screen.queryByRole('dialog', { name: 'Reject application' })).not.toBeInTheDocument();
  });

  it('says so when another reviewer decided first, and reloads the application', async () => {
    let decided = false;
    const api = stubRoutes({
      [GET]: () => (decided ? approved : registration()),
      [APPROVE]: () => {
        decided = true;
        return refusal(409, 'INVALID_STATUS_TRANSITION');
      },
    });
    await open();
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Approve application' })).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByRole('alertdialog', { name: 'Error' })).toHaveTextContent('This action is not possible in the current status');
    await waitFor(() => expect(api.find(GET)).toHaveLength(2));
    expect(await within(screen.getByRole('region', { name: 'Review' })).findByText('Approved', { selector: '[data-status]' })).toBeInTheDocument();
  });

  it('says when the application does not exist', async () => {
    stubRoutes({});
    renderOrganizations('/organizations/registrations/r-404', { role: 'operations-agent' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Application not found');
    expect(screen.getByRole('link', { name: 'All registrations' })).toHaveAttribute('href', '/organizations/registrations');
  });
});
