import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setCurrentUserOverride } from '@freightdeck/auth';
import { storageKeys } from '@freightdeck/contracts';
import { fakeApi, refusal, tokenPair } from '../../testing/fake-api';
import { noRemotes, resetShellBetweenTests } from '../../testing/reset-shell';
import { renderApp, signIn, testUser } from '../../testing/render-app';

resetShellBetweenTests();

describe('forgot password', () => {
  it('is linked from sign-in, sends the address and says the same whatever the answer', async () => {
    const api = fakeApi({ 'POST /v1/auth/password/forgot': { status: 204 } });
    renderApp('/login', noRemotes());
    await userEvent.click(await screen.findByRole('link', { name: 'Forgot password?' }));
    expect(await screen.findByRole('heading', { name: 'Forgot password?' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('Enter your e-mail address');
    await userEvent.type(screen.getByLabelText('E-mail'), 'ann@nordic.test');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('status')).toHaveTextContent('If an account exists for ann@nordic.test');
    expect(api.find('POST /v1/auth/password/forgot')[0]?.body).toEqual({ email: 'ann@nordic.test' });
    expect(localStorage.getItem(storageKeys.email)).toBe('ann@nordic.test');
  });

  it('sends a signed-in visitor away (R)', async () => {
    signIn();
    renderApp('/forgot-password', noRemotes());
    expect(await screen.findByRole('heading', { name: 'Welcome, Ann' })).toBeInTheDocument();
  });
});

describe('reset password', () => {
  it('sets the new password, then sign-in confirms it and pre-fills the e-mail', async () => {
    localStorage.setItem(storageKeys.email, 'ann@nordic.test');
    const api = fakeApi({ 'POST /v1/auth/password/reset': { status: 204 } });
    renderApp('/reset-password?token=tok-1', noRemotes());
    await userEvent.type(await screen.findByLabelText('New password'), 'brand-new-pass');
    await userEvent.type(screen.getByLabelText('Repeat new password'), 'brand-new-typo');
    await userEvent.click(screen.getByRole('button', { name: 'Set password' }));
    expect(screen.getByLabelText('Repeat new password')).toHaveAccessibleDescription('The passwords do not match');
    await userEvent.clear(screen.getByLabelText('Repeat new password'));
    await userEvent.type(screen.getByLabelText('Repeat new password'), 'brand-new-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Your password has been changed.');
    expect(screen.getByLabelText('E-mail')).toHaveValue('ann@nordic.test');
    expect(screen.getByLabelText('Password')).toHaveFocus();
    expect(api.find('POST /v1/auth/password/reset')[0]?.body).toEqual({ token: 'tok-1', password: 'brand-new-pass' });
  });

  it('shows an expired link in the error modal', async () => {
    fakeApi({ 'POST /v1/auth/password/reset': refusal(400, 'RESET_PASSWORD_TOKEN_EXPIRED') });
    renderApp('/reset-password?token=old', noRemotes());
    await userEvent.type(await screen.findByLabelText('New password'), 'brand-new-pass');
    await userEvent.type(screen.getByLabelText('Repeat new password'), 'brand-new-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByRole('alertdialog', { name: 'Error' })).toHaveTextContent('Reset password link expired, please submit a new request');
  });
});

describe('activate', () => {
  const invitation = { email: 'new@nordic.test', firstName: 'Nina', lastName: 'New', organizationName: 'Nordic Fresh', invitedBy: 'Nils', expiresAt: '2026-12-01T00:00:00Z' };

  it('shows whom the invitation is for, sets the password, then sign-in pre-fills the e-mail', async () => {
    const api = fakeApi({ 'GET /v1/users/invitation/inv-1': { body: invitation }, 'POST /v1/users/activate': { status: 204 } });
    renderApp('/activate?token=inv-1', noRemotes());
    expect(await screen.findByText('new@nordic.test')).toBeInTheDocument();
    expect(screen.getByText('Nordic Fresh')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Password'), 'first-password');
    await userEvent.type(screen.getByLabelText('Repeat password'), 'first-password');
    await userEvent.click(screen.getByRole('button', { name: 'Activate account' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Your account is active.');
    expect(screen.getByLabelText('E-mail')).toHaveValue('new@nordic.test');
    expect(api.find('POST /v1/users/activate')[0]?.body).toEqual({ token: 'inv-1', password: 'first-password' });
  });

  it.each([
    ['INVALID_ACTIVATION_TOKEN', 'Invalid invitation, please verify the link with invitation email'],
    ['ACTIVATION_TOKEN_EXPIRED', 'Your invitation has been expired, please contact us to get a new invitation'],
  ])('says why a link with %s cannot be used', async (code, message) => {
    fakeApi({ 'GET /v1/users/invitation/bad': refusal(400, code) });
    renderApp('/activate?token=bad', noRemotes());
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
  });
});

describe('sign-in with two-factor', () => {
  it('asks for the code and signs in with the 2FA headers, remembering the e-mail', async () => {
    const challenge = { userId: 'u9', token: 'tfa-1', email: 't***@nordic.test', method: 'EMAIL' };
    const api = fakeApi({
      'POST /v1/auth/login': (call) => (call.headers.get('X-2FA-Code')
        ? { body: { tokens: tokenPair(), twoFa: null } }
        : { body: { tokens: null, twoFa: challenge } }),
    });
    renderApp('/login', noRemotes());
    await userEvent.type(await screen.findByLabelText('E-mail'), 'tina@nordic.test');
    await userEvent.type(screen.getByLabelText('Password'), 'pw');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('dialog', { name: 'Two-factor verification' })).toHaveTextContent('t***@nordic.test');
    setCurrentUserOverride(testUser({ firstName: 'Tina' }));
    await userEvent.keyboard('123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('heading', { name: 'Welcome, Tina' })).toBeInTheDocument();
    const second = api.find('POST /v1/auth/login')[1];
    expect([second?.headers.get('X-2FA-Token'), second?.headers.get('X-2FA-Code')]).toEqual(['tfa-1', '123456']);
    expect(localStorage.getItem(storageKeys.email)).toBe('tina@nordic.test');
  });

  it('shows a refused sign-in in the error modal', async () => {
    fakeApi({ 'POST /v1/auth/login': refusal(401, 'INVALID_CREDENTIAL') });
    renderApp('/login', noRemotes());
    await userEvent.type(await screen.findByLabelText('E-mail'), 'x@y.test');
    await userEvent.type(screen.getByLabelText('Password'), 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alertdialog', { name: 'Error' })).toHaveTextContent('Invalid email or password');
  });
});
