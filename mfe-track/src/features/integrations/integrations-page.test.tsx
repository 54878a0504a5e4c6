import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithFakeApi, resetBetweenTests, stubApi } from '@freightdeck/dev-shell/testing';
import { routes } from '../../routes';
import { cannedIntegrations, cannedOrganizations } from '../../testing/canned-tracking';

resetBetweenTests();

const answer = (c: { method: string; path: string; body?: unknown }) => {
  if (c.method === 'GET' && c.path === '/v1/integrations') return cannedIntegrations;
  if (c.method === 'GET' && c.path === '/v1/organizations') return cannedOrganizations;
  if (c.method === 'POST' && c.path === '/v1/integrations') return { ...cannedIntegrations.items[1], ...(c.body as object), id: '1c9e6f0a-3b55-4d61-8f0b-0000000000ff', apiKey: 'fdk_new-key', webhookSecret: null };
  if (c.method === 'POST' && c.path.endsWith('/revoke')) return { ...cannedIntegrations.items[0], revokedAt: '2026-11-25T10:00:00.000Z' };
  return undefined;
};

describe('/track-and-trace/integrations', () => {
  it('scopes a new integration to organizations picked by name, and shows who each one reports for', async () => {
    const calls = stubApi(answer);
    const user = userEvent.setup();
    renderWithFakeApi('track', routes, '/track-and-trace/integrations', { role: 'operations-agent' });
    const table = await screen.findByRole('table', { name: 'Integrations' });
    expect(await within(table).findByRole('row', { name: /Acme cold-chain loggers/ })).toHaveTextContent('Acme Pharma');
    expect(within(table).getByRole('row', { name: /LH events/ })).toHaveTextContent('20 Nov 2026 15:42 UTC');

    await user.type(screen.getByLabelText('Name'), 'Nordic loggers');
    const picker = screen.getByRole('combobox', { name: 'Organizations it reports for (optional)' });
    await user.type(picker, 'nord');
    await user.click(await screen.findByRole('option', { name: /Nordic Fresh/ }));
    expect(screen.getByRole('list', { name: 'Chosen organizations' })).toHaveTextContent('Nordic Fresh');
    // A chosen organization is not offered again.
    await user.type(picker, 'nord');
    expect(screen.queryByRole('option', { name: /Nordic Fresh/ })).not.toBeInTheDocument();
    await user.clear(picker);
    await user.click(screen.getByRole('button', { name: 'Create integration' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ name: 'Nordic loggers', organizationIds: ['5b0c2f1e-7d3a-4a8e-9c61-00000000000c'], carrierCodes: [] }));
    expect(await screen.findByLabelText('API key')).toHaveValue('fdk_new-key');
  });

  it('asks before revoking a key, and Keep revokes nothing', async () => {
    const calls = stubApi(answer);
    const user = userEvent.setup();
    renderWithFakeApi('track', routes, '/track-and-trace/integrations', { role: 'operations-agent' });
    await user.click(await screen.findByRole('button', { name: 'Revoke LH events' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke LH events?' });
    expect(dialog).toHaveTextContent('stops working at once');
    await user.click(within(dialog).getByRole('button', { name: 'Keep' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Revoke LH events' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Revoke LH events?' })).getByRole('button', { name: 'Revoke key' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['/v1/integrations/1c9e6f0a-3b55-4d61-8f0b-00000000000b/revoke']));
  });
});
