import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetBetweenTests } from '../../../testing/fake-api';
import { fillApplication } from '../testing/fill-application';
import { linkInfo } from '../testing/fixtures';
import { openPublicRegistration } from '../testing/open-public-registration';
import { created, refusal, stubRoutes, type RouteAnswer } from '../testing/registrations-api';

// Real typing and reference pickers.
jest.setTimeout(30_000);

resetBetweenTests();

const SUBMIT = 'POST /v1/organizations/registrations';
const field = (name: string) => screen.getByRole('textbox', { name });
const send = () => userEvent.click(screen.getByRole('button', { name: 'Send application' }));

async function open(submit: RouteAnswer = created({ id: 'r-1', status: 'PENDING' })) {
  const api = stubRoutes({ 'GET /v1/organizations/registration-links/:token': linkInfo(), [SUBMIT]: submit });
  openPublicRegistration('/registration?token=tok-1');
  await screen.findByRole('form', { name: 'Registration application' });
  return api;
}

describe('public /registration: the application', () => {
  it('checks the fields on submit, marks each and moves to the first', async () => {
    const api = await open();
    await userEvent.clear(field('Company name'));
    await userEvent.type(field('Company name'), 'G');
    await userEvent.type(field('Website (optional)'), 'globex');
    await send();
    expect(field('Company name')).toHaveAccessibleDescription('Enter at least 2 characters');
    await waitFor(() => expect(field('Company name')).toHaveFocus());
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveAttribute('aria-invalid', 'true');
    expect(field('Address')).toHaveAccessibleDescription('Enter the address');
    expect(field('Tax id')).toHaveAccessibleDescription('Enter the tax id (VAT or company number)');
    expect(field('Website (optional)')).toHaveAccessibleDescription('Enter a web address, e.g. https://example.com');
    expect(field('First name')).toHaveAccessibleDescription('Enter the first name');
    expect(field('Phone number')).toHaveAccessibleDescription('Enter the phone number');
    expect(api.find(SUBMIT)).toHaveLength(0);

    // Changing a field clears its error (docs/product/forms.md#form-behaviour).
    await userEvent.type(field('Company name'), 'lobex');
    expect(field('Company name')).not.toHaveAccessibleDescription();
  });

  it('sends the application with the phone in E.164 and thanks the applicant', async () => {
    const api = await open();
    await fillApplication();
    expect(screen.getByRole('combobox', { name: 'Calling code' })).toHaveValue('+41 – Switzerland');
    await userEvent.type(field('Position (optional)'), ' Director ');
    await send();
    expect(await screen.findByRole('heading', { level: 1, name: 'Registration received' })).toBeInTheDocument();
    expect(screen.getByText(/^Thank you/)).toHaveTextContent('Thank you. The application of Globex will be reviewed');
    expect(screen.getByText(/will receive an invitation by e-mail/)).toHaveTextContent('Hank Scorpio will receive an invitation by e-mail at hank@globex.test');
    expect(api.find(SUBMIT).map((c) => c.body)).toEqual([{
      token: 'tok-1',
      company: { name: 'Globex', country: 'CH', address: 'Hafenstrasse 1, 4057 Basel', taxId: 'CHE-111.222.333', website: '' },
      administrator: { firstName: 'Hank', lastName: 'Scorpio', email: 'hank@globex.test', phone: '+41 61 555 0101', position: 'Director' },
    }]);
  });

  it('shows a VALIDATION_ERROR on its field and the catalogue refusals (name or e-mail taken) in the Error modal', async () => {
    const answers = [
      refusal(409, 'ORGANIZATION_ALREADY_EXISTS', [{ path: 'company.name', message: 'an organization with this name already exists' }]),
      refusal(409, 'USER_ALREADY_EXISTS', [{ path: 'administrator.email', message: 'already belongs to a user' }]),
      refusal(400, 'VALIDATION_ERROR', [{ path: 'administrator.phone', message: 'must be an E.164 phone number' }]),
    ];
    const api = await open(() => answers.shift());
    await fillApplication();
    await send();
    expect(await screen.findByRole('alertdialog', { name: 'Error' })).toHaveTextContent('An organization with this name already exists');
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog', { name: 'Error' })).not.toBeInTheDocument());
    expect(field('Company name')).not.toHaveAccessibleDescription('An organization with this name already exists');
    await send();
    expect(await screen.findByRole('alertdialog', { name: 'Error' })).toHaveTextContent('User already exists');
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog', { name: 'Error' })).not.toBeInTheDocument());
    await send();
    await waitFor(() => expect(field('Phone number')).toHaveAccessibleDescription('Must be an E.164 phone number'));
    await waitFor(() => expect(field('Phone number')).toHaveFocus());
    expect(api.find(SUBMIT)).toHaveLength(3);
    expect(screen.queryByRole('alertdialog', { name: 'Error' })).not.toBeInTheDocument();
  });

  it('says so when the link expired while the form was filled in', async () => {
    await open(refusal(400, 'REGISTRATION_TOKEN_EXPIRED'));
    await fillApplication();
    await send();
    expect(await screen.findByRole('heading', { level: 1, name: 'Registration link expired' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This registration link has been expired, please contact us to get a new link');
  });

  it('shows other failures in the error modal and keeps what was entered', async () => {
    await open(refusal(429, 'RATE_LIMITED'));
    await fillApplication();
    await send();
    expect(await screen.findByRole('alertdialog', { name: 'Error' })).toHaveTextContent('Too many attempts, please wait a moment and try again');
    expect(field('Last name')).toHaveValue('Scorpio');
  });
});
