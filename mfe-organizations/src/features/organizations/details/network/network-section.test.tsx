import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetBetweenTests } from '../../../../testing/fake-api';
import { ACME_ID, GLOBEX_ID, listItem, listPage, networkLink, NORDIC_ID, organization } from '../../testing/fixtures';
import { openOrganization } from '../../testing/open-organization';
import { created, noContent, type ApiCall } from '../../testing/organizations-api';

resetBetweenTests();

const section = () => screen.getByRole('region', { name: 'Network' });
const networkPath = `/v1/organizations/${ACME_ID}/network`;
const globexLink = networkLink({ id: 'link-2', partner: { id: GLOBEX_ID, name: 'Globex Freight', country: 'DE', status: 'ACTIVE' }, relation: 'SHIPPER', note: '' });

describe('the network', () => {
  it('lists each partner with its relation, status and a link to its page', async () => {
    await openOrganization(organization(), { 'GET /v1/organizations/:id/network': { items: [networkLink()] } });
    const partner = await within(section()).findByRole('link', { name: 'Nordic Fresh Logistics' });
    expect(partner).toHaveAttribute('href', `/organizations/${NORDIC_ID}`);
    const row = partner.closest('tr') as HTMLElement;
    expect(within(row).getByRole('cell', { name: 'Forwarder' })).toBeInTheDocument();
    expect(row).toHaveTextContent('Cold chain to Oslo');
    expect(within(row).getByText('Active')).toHaveAttribute('data-status', 'ACTIVE');
  });

  it('adds a partner found by name, with the relation chosen', async () => {
    let links = [networkLink()];
    const api = await openOrganization(organization(), {
      'GET /v1/organizations/:id/network': () => ({ items: links }),
      'GET /v1/organizations': (c: ApiCall) => (c.query.get('q') === 'glo' ? listPage([listItem(), listItem({ id: GLOBEX_ID, name: 'Globex Freight', country: 'DE' }), listItem({ id: NORDIC_ID, name: 'Globe Nordic' })]) : listPage([])),
      'POST /v1/organizations/:id/network': () => {
        links = [...links, globexLink];
        return created(globexLink);
      },
    });
    await userEvent.click(await within(section()).findByRole('button', { name: 'Add partner' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add partner' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add partner' }));
    expect(within(dialog).getByRole('combobox', { name: 'Partner' })).toHaveAccessibleDescription('Choose the partner');
    expect(within(dialog).getByRole('combobox', { name: 'What it is to Acme Pharma' })).toHaveAccessibleDescription('Choose what the partner is');

    await userEvent.type(within(dialog).getByRole('searchbox', { name: 'Find an organization' }), 'glo');
    const partner = within(dialog).getByRole('combobox', { name: 'Partner' });
    // Itself and partners already linked are not offered.
    await waitFor(() => expect(within(partner).getAllByRole('option').map((o) => o.textContent)).toEqual(['Choose an organization', 'Globex Freight (DE)']));
    expect(api.find('GET /v1/organizations').at(-1)?.query.get('q')).toBe('glo');
    await userEvent.selectOptions(partner, 'Globex Freight (DE)');
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'What it is to Acme Pharma' }), 'Shipper');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Note (optional)' }), ' Weekly pharma ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add partner' }));

    await waitFor(() => expect(api.find(`POST ${networkPath}`).map((c) => c.body)).toEqual([{ partnerId: GLOBEX_ID, relation: 'SHIPPER', note: 'Weekly pharma' }]));
    const row = (await within(section()).findByRole('link', { name: 'Globex Freight' })).closest('tr') as HTMLElement;
    expect(within(row).getByRole('cell', { name: 'Shipper' })).toBeInTheDocument();
  }, 20_000);

  it('removes a partner after confirmation', async () => {
    let links = [networkLink()];
    const api = await openOrganization(organization(), {
      'GET /v1/organizations/:id/network': () => ({ items: links }),
      'DELETE /v1/organizations/:id/network/:linkId': () => {
        links = [];
        return noContent();
      },
    });
    await userEvent.click(await within(section()).findByRole('button', { name: 'Remove partner Nordic Fresh Logistics' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove partner' });
    expect(dialog).toHaveTextContent('Remove Nordic Fresh Logistics (forwarder) from the network of Acme Pharma?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await within(section()).findByText('No partners yet.')).toBeInTheDocument();
    expect(api.find(`DELETE ${networkPath}/${networkLink().id}`)).toHaveLength(1);
  });

  it('shows the network read-only without manageNetwork, and not at all without viewNetwork', async () => {
    const { calls } = await openOrganization(organization({ allowedActions: ['viewNetwork'] }), { 'GET /v1/organizations/:id/network': { items: [networkLink()] } }, 'customer-administrator');
    await within(section()).findByRole('link', { name: 'Nordic Fresh Logistics' });
    expect(within(section()).queryByRole('button')).not.toBeInTheDocument();
    expect(calls.some((c) => c.path === networkPath)).toBe(true);
  });

  it('does not ask for the network without viewNetwork', async () => {
    const { calls } = await openOrganization(organization({ allowedActions: [] }), {}, 'customer-user');
    expect(screen.queryByRole('region', { name: 'Network' })).not.toBeInTheDocument();
    expect(calls.some((c) => c.path === networkPath)).toBe(false);
  });
});
