import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderOrganizations, resetBetweenTests } from '../../../testing/fake-api';
import { page, registrationLink } from '../testing/fixtures';
import { created, stubRoutes } from '../testing/registrations-api';

// Real typing into the modal's fields.
jest.setTimeout(20_000);

resetBetweenTests();

const LINKS = 'GET /v1/organizations/registration-links';
const SEND = 'POST /v1/organizations/registration-links';
const base = { 'GET /v1/organizations/registrations': page([]) };

describe('registrations: links sent', () => {
  it('lists the links on their tab, with status, sender and validity, filtered by status', async () => {
    const api = stubRoutes({
      ...base,
      [LINKS]: page([registrationLink(), registrationLink({ id: 'link-2', email: 'x@initech.test', companyName: '', status: 'USED', usedAt: '2026-05-02T10:00:00.000Z' })]),
    });
    renderOrganizations('/organizations/registrations', { role: 'operations-agent' });
    await userEvent.click(await screen.findByRole('tab', { name: 'Links sent' }));
    const table = await screen.findByRole('table', { name: 'Registration links sent' });
    const rows = (await within(table).findAllByRole('row')).slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('Open')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('by Olga Ops')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Expires 15 May 2026', { exact: false })).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Used')).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Link status' }), 'EXPIRED');
    await waitFor(() => expect(Object.fromEntries(api.find(LINKS).at(-1)!.query)).toEqual({ status: 'EXPIRED', page: '1', pageSize: '25' }));
  });

  it('opens on the links tab from the query string', async () => {
    stubRoutes({ ...base, [LINKS]: page([]) });
    renderOrganizations('/organizations/registrations?tab=links', { role: 'operations-agent' });
    expect(await screen.findByRole('tab', { name: 'Links sent' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('No registration links sent yet')).toBeInTheDocument();
  });

  it('sends a link from the modal: e-mail required, optional company and message, then the links are reloaded', async () => {
    let sent = false;
    const api = stubRoutes({
      ...base,
      [LINKS]: () => page(sent ? [registrationLink({ message: 'Welcome aboard' })] : []),
      [SEND]: () => {
        sent = true;
        return created(registrationLink({ message: 'Welcome aboard' }));
      },
    });
    renderOrganizations('/organizations/registrations', { role: 'operations-agent' });
    await userEvent.click(await screen.findByRole('button', { name: 'Send registration link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send registration link' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send link' }));
    expect(within(dialog).getByRole('textbox', { name: 'E-mail' })).toHaveAccessibleDescription('Enter the e-mail address');
    expect(api.find(SEND)).toHaveLength(0);

    await userEvent.type(within(dialog).getByRole('textbox', { name: 'E-mail' }), ' hank@globex.test ');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Company name (optional)' }), 'Globex ');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Message (optional)' }), 'Welcome aboard');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send link' }));

    expect(await screen.findByText(/^Registration link sent to/)).toHaveTextContent('Registration link sent to hank@globex.test (Globex). It works until 15 May 2026');
    expect(api.find(SEND).map((c) => c.body)).toEqual([{ email: 'hank@globex.test', companyName: 'Globex', message: 'Welcome aboard' }]);
    expect(screen.queryByRole('dialog', { name: 'Send registration link' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Links sent' })).toHaveAttribute('aria-selected', 'true'));
    expect(await screen.findByRole('rowheader', { name: /hank@globex.test/ })).toBeInTheDocument();
  });
});
