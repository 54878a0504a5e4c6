import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderOrganizations, resetBetweenTests } from '../../../testing/fake-api';
import { applicationItem, page, REGISTRATION_ID } from '../testing/fixtures';
import { stubRoutes } from '../testing/registrations-api';

resetBetweenTests();

const LIST = 'GET /v1/organizations/registrations';
const query = (api: ReturnType<typeof stubRoutes>) => api.find(LIST).map((c) => Object.fromEntries(c.query));

describe('registrations: applications', () => {
  it('lists the applications with their status, each row opening its review', async () => {
    const api = stubRoutes({
      [LIST]: page([
        applicationItem(),
        applicationItem({ id: 'r-2', companyName: 'Initech', status: 'REJECTED', reviewedAt: '2026-05-03T09:00:00.000Z' }),
      ]),
    });
    renderOrganizations('/organizations/registrations', { role: 'operations-agent' });
    const table = await screen.findByRole('table', { name: 'Applications' });
    const link = await within(table).findByRole('link', { name: 'Globex Logistics' });
    expect(link).toHaveAttribute('href', `/organizations/registrations/${REGISTRATION_ID}`);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByText(/Pending|Rejected/).textContent)).toEqual(['Pending', 'Rejected']);
    expect(within(rows[0]!).getByText('hank@globex.test')).toBeInTheDocument();
    expect(query(api)).toEqual([{ page: '1', pageSize: '25' }]);
  });

  it('reads the status filter from the query string and writes a new one back, from page 1', async () => {
    const api = stubRoutes({ [LIST]: (call: { query: URLSearchParams }) => page([applicationItem({ status: (call.query.get('status') ?? 'PENDING') as 'PENDING' })], { total: 60 }) });
    renderOrganizations('/organizations/registrations?status=PENDING&page=2', { role: 'operations-agent' });
    const status = await screen.findByRole('combobox', { name: 'Status' });
    expect(status).toHaveValue('PENDING');
    await waitFor(() => expect(query(api)).toEqual([{ status: 'PENDING', page: '2', pageSize: '25' }]));

    await userEvent.selectOptions(status, 'APPROVED');
    await waitFor(() => expect(query(api).at(-1)).toEqual({ status: 'APPROVED', page: '1', pageSize: '25' }));
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('APPROVED');

    await userEvent.click(await screen.findByRole('button', { name: /page 2/i }));
    await waitFor(() => expect(query(api).at(-1)).toEqual({ status: 'APPROVED', page: '2', pageSize: '25' }));
  });

  it('says when there are no applications, and when none has the chosen status', async () => {
    stubRoutes({ [LIST]: page([]) });
    renderOrganizations('/organizations/registrations?status=REJECTED', { role: 'operations-agent' });
    expect(await screen.findByText('No rejected applications')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show all statuses' }));
    expect(await screen.findByText('No applications yet')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('');
  });
});
