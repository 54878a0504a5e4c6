import { screen } from '@testing-library/react';
import { resetBetweenTests } from '../../../testing/fake-api';
import { linkInfo } from '../testing/fixtures';
import { openPublicRegistration } from '../testing/open-public-registration';
import { refusal, stubRoutes } from '../testing/registrations-api';

resetBetweenTests();

const LINK = 'GET /v1/organizations/registration-links/:token';

describe('public /registration: the link', () => {
  it('reads the link by its token, signed out, and pre-fills the form', async () => {
    const api = stubRoutes({ [LINK]: linkInfo() });
    openPublicRegistration('/registration?token=tok%2Fen-1');
    expect(await screen.findByRole('textbox', { name: 'Company name' })).toHaveValue('Globex');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Registration');
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveValue('hank@globex.test');
    expect(screen.getByRole('blockquote', { name: 'Message from Freightdeck' })).toHaveTextContent('Looking forward to shipping with you.');
    expect(screen.getByText(/This link works until 15 May 2026/)).toBeInTheDocument();
    expect(api.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /v1/organizations/registration-links/tok%2Fen-1']);
  });

  it('says an unknown or used link is not valid, in the words of the catalogue', async () => {
    stubRoutes({ [LINK]: refusal(400, 'INVALID_REGISTRATION_TOKEN') });
    openPublicRegistration('/registration?token=used');
    expect(await screen.findByRole('heading', { level: 1, name: 'Registration link not valid' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid registration link, please verify the link with email');
    expect(screen.queryByRole('form', { name: 'Registration application' })).not.toBeInTheDocument();
  });

  it('says an expired link has expired, in the words of the catalogue', async () => {
    stubRoutes({ [LINK]: refusal(400, 'REGISTRATION_TOKEN_EXPIRED') });
    openPublicRegistration('/registration?token=old');
    expect(await screen.findByRole('heading', { level: 1, name: 'Registration link expired' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This registration link has been expired, please contact us to get a new link');
  });

  it('treats an address without a token as an invalid link, without calling the API', async () => {
    const api = stubRoutes({});
    openPublicRegistration('/registration');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid registration link, please verify the link with email');
    expect(api.calls).toHaveLength(0);
  });

  it('offers a retry when the link could not be checked', async () => {
    stubRoutes({ [LINK]: refusal(429, 'RATE_LIMITED') });
    openPublicRegistration('/registration?token=abc');
    expect(await screen.findByRole('heading', { level: 1, name: 'Registration link could not be checked' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Too many attempts, please wait a moment and try again');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
