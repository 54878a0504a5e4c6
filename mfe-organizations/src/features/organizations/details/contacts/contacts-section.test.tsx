import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetBetweenTests } from '../../../../testing/fake-api';
import { ACME_ID, contact, organization } from '../../testing/fixtures';
import { openOrganization } from '../../testing/open-organization';
import { created, noContent, refusal } from '../../testing/organizations-api';

resetBetweenTests();

const section = () => screen.getByRole('region', { name: 'Contacts' });
const greta = contact();
const contactsPath = `/v1/organizations/${ACME_ID}/contacts`;

async function ready(dialog: HTMLElement) {
  await waitFor(() => expect(within(dialog).getByRole('combobox', { name: 'Calling code' })).not.toHaveAttribute('aria-busy'), { timeout: 10_000 });
}

describe('contacts', () => {
  it('lists the contacts with e-mail and phone links', async () => {
    await openOrganization(organization());
    const row = within(section()).getByRole('rowheader', { name: /Greta Keller/ }).closest('tr') as HTMLElement;
    expect(within(row).getByRole('link', { name: 'greta@acme-pharma.test' })).toHaveAttribute('href', 'mailto:greta@acme-pharma.test');
    expect(within(row).getByRole('link', { name: '+41 61 688 1111' })).toHaveAttribute('href', 'tel:+41616881111');
    expect(row).toHaveTextContent('Logistics lead');
  });

  it('adds a contact with a phone from the calling-code picker', async () => {
    const api = await openOrganization(organization({ contacts: [] }), { 'POST /v1/organizations/:id/contacts': created(greta) });
    expect(section()).toHaveTextContent('No contacts yet.');
    await userEvent.click(within(section()).getByRole('button', { name: 'Add contact' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add contact' });
    await ready(dialog);
    // The organization's country is the calling code to start with.
    expect(within(dialog).getByRole('combobox', { name: 'Calling code' })).toHaveValue('+41 – Switzerland');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add contact' }));
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription('Enter the name');
    expect(within(dialog).getByRole('textbox', { name: 'E-mail' })).toHaveAccessibleDescription('Enter the e-mail address');

    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Greta Keller');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'E-mail' }), 'greta@acme-pharma.test');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Position' }), 'Logistics lead');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Phone number' }), '12');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add contact' }));
    expect(within(dialog).getByRole('textbox', { name: 'Phone number' })).toHaveAccessibleDescription(/e\.g\. 61 688 1111/);

    await userEvent.clear(within(dialog).getByRole('textbox', { name: 'Phone number' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Phone number' }), '061 688 1111');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add contact' }));
    await waitFor(() => expect(api.find(`POST ${contactsPath}`).map((c) => c.body)).toEqual([
      { name: 'Greta Keller', email: 'greta@acme-pharma.test', position: 'Logistics lead', phone: '+41 61 688 1111' },
    ]));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add contact' })).not.toBeInTheDocument());
    // The details (with the contacts) are read again.
    expect(api.find(`GET /v1/organizations/${ACME_ID}`)).toHaveLength(2);
  }, 20_000);

  it('edits a contact, splitting its phone, and shows CONTACT_EMAIL_ALREADY_USED in the Error modal', async () => {
    let answer: unknown = refusal(409, 'CONTACT_EMAIL_ALREADY_USED');
    const api = await openOrganization(organization(), { 'PATCH /v1/organizations/:id/contacts/:contactId': () => answer });
    await userEvent.click(within(section()).getByRole('button', { name: 'Edit contact Greta Keller' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit contact Greta Keller' });
    await ready(dialog);
    expect(within(dialog).getByRole('textbox', { name: 'Phone number' })).toHaveValue('61 688 1111');
    const email = within(dialog).getByRole('textbox', { name: 'E-mail' });
    await userEvent.clear(email);
    await userEvent.type(email, 'ops@acme-pharma.test');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save contact' }));
    expect(await screen.findByRole('alertdialog', { name: 'Error' })).toHaveTextContent('The email already used by other contact');
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog', { name: 'Error' })).not.toBeInTheDocument());
    expect(email).not.toHaveAccessibleDescription('The email already used by other contact');

    answer = contact({ email: 'greta.keller@acme-pharma.test' });
    await userEvent.clear(email);
    await userEvent.type(email, 'greta.keller@acme-pharma.test');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save contact' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit contact Greta Keller' })).not.toBeInTheDocument());
    expect(api.find(`PATCH ${contactsPath}/${greta.id}`).at(-1)?.body).toEqual({
      name: 'Greta Keller', email: 'greta.keller@acme-pharma.test', position: 'Logistics lead', phone: '+41 61 688 1111',
    });
  }, 20_000);

  it('removes a contact after confirmation', async () => {
    const api = await openOrganization(organization(), { 'DELETE /v1/organizations/:id/contacts/:contactId': noContent() });
    await userEvent.click(within(section()).getByRole('button', { name: 'Remove contact Greta Keller' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove contact' });
    expect(dialog).toHaveTextContent('Remove Greta Keller (greta@acme-pharma.test) from the contacts of Acme Pharma?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(api.find(`DELETE ${contactsPath}/${greta.id}`)).toHaveLength(1));
    await waitFor(() => expect(api.find(`GET /v1/organizations/${ACME_ID}`)).toHaveLength(2));
  });

  it('offers no changes without manageContacts', async () => {
    await openOrganization(organization({ allowedActions: [] }), {}, 'customer-user');
    expect(within(section()).queryByRole('button')).not.toBeInTheDocument();
    expect(within(section()).queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
  });
});
