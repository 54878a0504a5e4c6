import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RegistrationLink } from '@freightdeck/contracts';
import { renderOrganizations, resetBetweenTests } from '../../../testing/fake-api';
import { listPage } from '../testing/fixtures';
import { created, refusal, stubRoutes } from '../testing/organizations-api';

resetBetweenTests();

const link: RegistrationLink = {
  id: 'l-1', email: 'ops@globex.test', companyName: 'Globex', message: 'Welcome aboard', status: 'OPEN', createdBy: null,
  createdAt: '2026-05-01T09:00:00.000Z', expiresAt: '2026-05-15T09:00:00.000Z', usedAt: null,
};

async function openModal() {
  renderOrganizations('/organizations', { role: 'operations-agent' });
  await userEvent.click(await screen.findByRole('button', { name: 'Send registration link' }));
  return screen.findByRole('dialog', { name: 'Send registration link' });
}

describe('send registration link', () => {
  it('asks for a valid e-mail, sends the link and shows when it expires', async () => {
    const api = stubRoutes({ 'GET /v1/organizations': listPage([]), 'POST /v1/organizations/registration-links': created(link) });
    const dialog = await openModal();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send link' }));
    expect(within(dialog).getByRole('textbox', { name: 'E-mail' })).toHaveAccessibleDescription('Enter the e-mail address');
    expect(api.find('POST /v1/organizations/registration-links')).toHaveLength(0);

    await userEvent.type(within(dialog).getByRole('textbox', { name: 'E-mail' }), ' ops@globex.test ');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Company name (optional)' }), 'Globex');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Message (optional)' }), 'Welcome aboard');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send link' }));

    await waitFor(() => expect(screen.getByText(/Registration link sent to ops@globex.test \(Globex\)/)).toHaveTextContent(/expires on 15 May 2026/));
    expect(api.find('POST /v1/organizations/registration-links').map((c) => c.body)).toEqual([
      { email: 'ops@globex.test', companyName: 'Globex', message: 'Welcome aboard' },
    ]);
    expect(screen.queryByRole('dialog', { name: 'Send registration link' })).not.toBeInTheDocument();
  });

  it('shows a server field error on its field', async () => {
    stubRoutes({
      'GET /v1/organizations': listPage([]),
      'POST /v1/organizations/registration-links': refusal(400, 'VALIDATION_ERROR', [{ path: 'email', message: 'must be an e-mail address' }]),
    });
    const dialog = await openModal();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'E-mail' }), 'ops@globex.test');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send link' }));
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'E-mail' })).toHaveAccessibleDescription('must be an e-mail address'));
  });
});
