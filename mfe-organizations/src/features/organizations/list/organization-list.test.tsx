import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderOrganizations, resetBetweenTests } from '../../../testing/fake-api';
import { GLOBEX_ID, listItem, listPage, NORDIC_ID } from '../testing/fixtures';
import { stubRoutes, type ApiCall } from '../testing/organizations-api';

resetBetweenTests();

const lastQuery = (calls: ApiCall[]) => Object.fromEntries(calls.filter((c) => c.method === 'GET' && c.path === '/v1/organizations').at(-1)?.query ?? []);
const rows = [listItem(), listItem({ id: NORDIC_ID, name: 'Nordic Fresh Logistics', country: 'NO', status: 'SUSPENDED', userCount: 2 })];

describe('the organizations list', () => {
  it('lists name, status, country and users, each row linking to its page', async () => {
    const { calls } = stubRoutes({ 'GET /v1/organizations': listPage(rows) });
    renderOrganizations('/organizations');
    const link = await screen.findByRole('link', { name: 'Nordic Fresh Logistics' });
    expect(link).toHaveAttribute('href', `/organizations/${NORDIC_ID}`);
    const row = link.closest('tr') as HTMLElement;
    expect(within(row).getByText('Suspended')).toHaveAttribute('data-status', 'SUSPENDED');
    expect(within(screen.getByRole('link', { name: 'Acme Pharma' }).closest('tr') as HTMLElement).getByText('Active')).toHaveAttribute('data-status', 'ACTIVE');
    expect(row).toHaveTextContent('2');
    // The country's name once the reference data has loaded.
    await waitFor(() => expect(row).toHaveTextContent('Norway'), { timeout: 10_000 });
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toHaveTextContent('1–2 of 2 organizations');
    expect(lastQuery(calls)).toEqual({ page: '1', pageSize: '25' });
  });

  it('sends the search and the status, keeps them in the address and goes back to page 1', async () => {
    const many = Array.from({ length: 25 }, (_, i) => listItem({ id: `id-${i}`, name: `Org ${i}` }));
    const { calls } = stubRoutes({ 'GET /v1/organizations': (c: ApiCall) => listPage(many, { total: 60, page: Number(c.query.get('page')) }) });
    renderOrganizations('/organizations');
    await screen.findByRole('link', { name: 'Org 0' });

    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(lastQuery(calls).page).toBe('3'));

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Suspended');
    await waitFor(() => expect(lastQuery(calls)).toEqual({ status: 'SUSPENDED', page: '1', pageSize: '25' }));

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'acme');
    await waitFor(() => expect(lastQuery(calls).q).toBe('acme'));
    // One call for the word, not one per letter.
    expect(calls.filter((c) => c.query.get('q')).map((c) => c.query.get('q'))).toEqual(['acme']);
    expect(lastQuery(calls)).toEqual({ q: 'acme', status: 'SUSPENDED', page: '1', pageSize: '25' });
  }, 20_000);

  it('opens with the filters of its address and offers to clear them when nothing matches', async () => {
    const { calls } = stubRoutes({ 'GET /v1/organizations': listPage([]) });
    renderOrganizations('/organizations?q=globex&status=ACTIVE&page=2');
    expect(await screen.findByText('No organizations match these filters')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('globex');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('ACTIVE');
    expect(lastQuery(calls)).toEqual({ q: 'globex', status: 'ACTIVE', page: '2', pageSize: '25' });
    await userEvent.click(within(screen.getByRole('table')).getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(lastQuery(calls)).toEqual({ page: '1', pageSize: '25' }));
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
  });

  it('shows staff the registrations, the registration link and create actions', async () => {
    stubRoutes({ 'GET /v1/organizations': listPage(rows) });
    renderOrganizations('/organizations', { role: 'operations-agent' });
    await screen.findByRole('link', { name: 'Acme Pharma' });
    expect(screen.getByRole('link', { name: 'Registrations' })).toHaveAttribute('href', '/organizations/registrations');
    expect(screen.getByRole('button', { name: 'Send registration link' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create organization' })).toHaveAttribute('href', '/organizations/create');
  });

  it('shows a customer user none of them, and says when there is nothing yet', async () => {
    stubRoutes({ 'GET /v1/organizations': listPage([]) });
    renderOrganizations('/organizations', { role: 'customer-user' });
    expect(await screen.findByText('No organizations yet')).toBeInTheDocument();
    for (const name of ['Registrations', 'Create organization']) expect(screen.queryByRole('link', { name })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send registration link' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('a customer administrator may create but not see registrations', async () => {
    stubRoutes({ 'GET /v1/organizations': listPage([listItem({ id: GLOBEX_ID })]) });
    renderOrganizations('/organizations', { role: 'customer-administrator' });
    await screen.findByRole('link', { name: 'Acme Pharma' });
    expect(screen.getByRole('link', { name: 'Create organization' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Registrations' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send registration link' })).not.toBeInTheDocument();
  });

  it('says when the list cannot be loaded and tries again', async () => {
    let fail = true;
    stubRoutes({ 'GET /v1/organizations': () => (fail ? new Response('{}', { status: 503 }) : listPage(rows)) });
    renderOrganizations('/organizations');
    expect(await screen.findByText('The organizations could not be loaded')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Acme Pharma' })).toBeInTheDocument();
  });
});
