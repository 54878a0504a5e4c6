import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderOrganizations, resetBetweenTests } from '../../../testing/fake-api';
import { GLOBEX_ID, organization } from '../testing/fixtures';
import { created, refusal, stubRoutes, type RouteAnswer } from '../testing/organizations-api';

resetBetweenTests();

const globex = organization({ id: GLOBEX_ID, name: 'Globex Freight', country: 'DE', contacts: [] });

async function openForm(answer: RouteAnswer) {
  const api = stubRoutes({ 'POST /v1/organizations': answer, 'GET /v1/organizations/:id': globex, 'GET /v1/organizations/:id/network': { items: [] } });
  renderOrganizations('/organizations/create');
  const form = await screen.findByRole('form', { name: 'Create organization' });
  return { api, form };
}

async function chooseCountry(form: HTMLElement, text: string) {
  const country = within(form).getByRole('combobox', { name: 'Country' });
  await waitFor(() => expect(country).not.toHaveAttribute('aria-busy'), { timeout: 10_000 });
  await userEvent.type(country, text);
  await userEvent.click(await within(form).findByRole('option', { name: /^DE/ }));
}

describe('create organization', () => {
  it('checks the name and country before sending anything', async () => {
    const { api, form } = await openForm(created(globex));
    await userEvent.type(within(form).getByRole('textbox', { name: 'Name' }), 'G');
    await userEvent.click(within(form).getByRole('button', { name: 'Create organization' }));
    expect(within(form).getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription('Enter at least 2 characters');
    expect(within(form).getByRole('combobox', { name: 'Country' })).toHaveAccessibleDescription('Choose the country');
    expect(api.find('POST /v1/organizations')).toHaveLength(0);
  });

  it('creates the organization and opens its page', async () => {
    const { api, form } = await openForm(created(globex));
    await userEvent.type(within(form).getByRole('textbox', { name: 'Name' }), '  Globex Freight ');
    await chooseCountry(form, 'Germany');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Address' }), 'Hafenstrasse 1, Hamburg');
    await userEvent.click(within(form).getByRole('button', { name: 'Create organization' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Globex Freight' })).toBeInTheDocument();
    expect(api.find('POST /v1/organizations').map((c) => c.body)).toEqual([
      { name: 'Globex Freight', country: 'DE', address: 'Hafenstrasse 1, Hamburg', taxId: null },
    ]);
    expect(api.find(`GET /v1/organizations/${GLOBEX_ID}`).length).toBeGreaterThan(0);
  }, 20_000);

  it('shows ORGANIZATION_ALREADY_EXISTS in the Error modal', async () => {
    const { form } = await openForm(refusal(409, 'ORGANIZATION_ALREADY_EXISTS'));
    await userEvent.type(within(form).getByRole('textbox', { name: 'Name' }), 'Acme Pharma');
    await chooseCountry(form, 'Germany');
    await userEvent.click(within(form).getByRole('button', { name: 'Create organization' }));
    expect(await screen.findByRole('alertdialog', { name: 'Error' })).toHaveTextContent('An organization with this name already exists');
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog', { name: 'Error' })).not.toBeInTheDocument());
    expect(within(form).getByRole('textbox', { name: 'Name' })).toHaveValue('Acme Pharma');
  }, 20_000);

  it('puts server field errors on their fields and anything else in the error modal', async () => {
    let answer = refusal(400, 'VALIDATION_ERROR', [{ path: 'taxId', message: 'at most 50 characters' }]);
    const { form } = await openForm(() => answer);
    await userEvent.type(within(form).getByRole('textbox', { name: 'Name' }), 'Globex Freight');
    await chooseCountry(form, 'Germany');
    await userEvent.click(within(form).getByRole('button', { name: 'Create organization' }));
    await waitFor(() => expect(within(form).getByRole('textbox', { name: 'Tax id' })).toHaveAccessibleDescription('at most 50 characters'));
    answer = refusal(403, 'FORBIDDEN');
    await userEvent.click(within(form).getByRole('button', { name: 'Create organization' }));
    expect(await screen.findByRole('alertdialog', { name: 'Error' })).toHaveTextContent('You do not have permission to do this');
  }, 20_000);
});
