import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureAuth, sessionStore, setCurrentUserOverride } from '@freightdeck/auth';
import { errorModal } from '@freightdeck/ui';
import { fakeApi, refusal } from '../../testing/fake-api';
import { noRemotes } from '../../testing/reset-shell';
import { renderApp, signIn } from '../../testing/render-app';

const settings = { email: 'ann@nordic.test', twoFaEnabled: true, twoFaMethod: 'EMAIL', totpEnrolled: false, passwordChangedAt: null };
const challenge = { userId: 'u1', token: 'sec-1', email: 'a***@nordic.test', method: 'EMAIL' };

beforeEach(() => {
  localStorage.clear();
  sessionStore.clear('logout');
  setCurrentUserOverride(null);
  signIn();
});
afterEach(() => act(() => errorModal.dismiss()));

async function openProfile() {
  renderApp('/profile', noRemotes());
  // The card is there from the start as a skeleton (aria-busy); its form comes with the settings.
  await waitFor(() => expect(screen.getByRole('region', { name: 'Two-factor verification' })).not.toHaveAttribute('aria-busy'), { timeout: 5000 });
  return screen.getByRole('region', { name: 'Two-factor verification' });
}

describe('profile', () => {
  it('keeps every card in its place while the user and the settings load', async () => {
    setCurrentUserOverride(null);
    configureAuth({ baseUrl: '', fetch: (() => new Promise<Response>(() => {})) as typeof fetch }); // nothing answers
    renderApp('/profile', noRemotes());
    const cards = await screen.findAllByRole('region');
    expect(cards.map((c) => c.getAttribute('aria-labelledby'))).toEqual(['account-title', 'password-title', 'notifications-title', 'two-factor-title']);
    expect(screen.getByRole('region', { name: 'Account' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('region', { name: 'Tracking e-mails' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('region', { name: 'Two-factor verification' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('region', { name: 'Change password' })).not.toHaveAttribute('aria-busy');
  });

  it('shows the name, e-mail and a placeholder avatar', async () => {
    fakeApi({ 'GET /v1/auth/security': { body: settings } });
    await openProfile();
    const account = screen.getByRole('region', { name: 'Account' });
    expect(account).toHaveTextContent('Ann Lee');
    expect(account).toHaveTextContent('ann@nordic.test');
    expect(within(account).queryByRole('img')).not.toBeInTheDocument();
  });

  it('switches the e-mails about watched bookings off', async () => {
    const api = fakeApi({
      'GET /v1/auth/security': { body: settings },
      'GET /v1/tracking/notification-settings': { body: { emails: true } },
      'PUT /v1/tracking/notification-settings': { body: { emails: false } },
    });
    await openProfile();
    const card = screen.getByRole('region', { name: 'Tracking e-mails' });
    const box = await within(card).findByRole('checkbox', { name: /E-mail me when a booking I watch departs/ });
    expect(box).toBeChecked();
    await userEvent.click(box);
    expect(await within(card).findByRole('status')).toHaveTextContent('Saved');
    expect(box).not.toBeChecked();
    expect(api.find('PUT /v1/tracking/notification-settings')).toHaveLength(1);
  });

  it('changes the password through the two-factor modal when the server asks for a code', async () => {
    const api = fakeApi({
      'GET /v1/auth/security': { body: settings },
      'PATCH /v1/auth/security': (call) => (call.headers.get('X-2FA-Code') ? { body: { settings, twoFa: null } } : { body: { settings: null, twoFa: challenge } }),
    });
    await openProfile();
    const card = screen.getByRole('region', { name: 'Change password' });
    await userEvent.type(within(card).getByLabelText('Current password'), 'old-password');
    await userEvent.type(within(card).getByLabelText('New password'), 'new-password-1');
    await userEvent.type(within(card).getByLabelText('Repeat new password'), 'new-password-1');
    await userEvent.click(within(card).getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('dialog', { name: 'Two-factor verification' })).toBeInTheDocument();
    await userEvent.keyboard('246810');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await within(card).findByRole('status')).toHaveTextContent('Your password has been changed.');
    const patches = api.find('PATCH /v1/auth/security');
    expect(patches.map((p) => p.body)).toEqual([
      { currentPassword: 'old-password', newPassword: 'new-password-1' },
      { currentPassword: 'old-password', newPassword: 'new-password-1' },
    ]);
    expect([patches[1]?.headers.get('X-2FA-Token'), patches[1]?.headers.get('X-2FA-Code')]).toEqual(['sec-1', '246810']);
    expect(within(card).getByLabelText('Current password')).toHaveValue('');
  });

  it('a wrong current password shows the catalogue message', async () => {
    fakeApi({ 'GET /v1/auth/security': { body: { ...settings, twoFaEnabled: false } }, 'PATCH /v1/auth/security': refusal(400, 'INVALID_PASSWORD') });
    await openProfile();
    const card = screen.getByRole('region', { name: 'Change password' });
    await userEvent.type(within(card).getByLabelText('Current password'), 'wrong');
    await userEvent.type(within(card).getByLabelText('New password'), 'new-password-1');
    await userEvent.type(within(card).getByLabelText('Repeat new password'), 'new-password-1');
    await userEvent.click(within(card).getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('alertdialog', { name: 'Error' })).toHaveTextContent('Current password not matched');
  });

  it('enrols an authenticator app: QR code as an image, then the app code confirms the switch', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>';
    const api = fakeApi({
      'GET /v1/auth/security': { body: { ...settings, twoFaEnabled: false } },
      'POST /v1/auth/security/totp': { body: { secret: 'JBSWY3DPEHPK3PXP', otpauthUrl: 'otpauth://totp/Freightdeck:ann', qrCodeSvg: svg } },
      'PATCH /v1/auth/security': { body: { settings: { ...settings, twoFaMethod: 'TOTP', totpEnrolled: true }, twoFa: null } },
    });
    const card = await openProfile();
    await userEvent.click(within(card).getByRole('checkbox', { name: /Ask for a verification code/ }));
    await userEvent.click(within(card).getByRole('radio', { name: /Authenticator app/ }));
    const qr = await within(card).findByRole('img', { name: /QR code/ });
    expect(qr.getAttribute('src')).toBe(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
    expect(card.querySelector('svg rect')).toBeNull(); // never inserted as markup
    expect(within(card).getByLabelText('Setup key')).toHaveTextContent('JBSWY3DPEHPK3PXP');
    await userEvent.click(within(card).getByRole('button', { name: 'Save' }));
    expect(within(card).getByLabelText('Code from the app')).toHaveAccessibleDescription('Enter the 6-digit code from the app');
    await userEvent.type(within(card).getByLabelText('Code from the app'), '135790');
    await userEvent.click(within(card).getByRole('button', { name: 'Save' }));
    expect(await within(card).findByRole('status')).toHaveTextContent('saved');
    expect(api.find('PATCH /v1/auth/security')[0]?.body).toEqual({ twoFaEnabled: true, twoFaMethod: 'TOTP', totpCode: '135790' });
  });

  it('saving without a change shows NOTHING_TO_CHANGE from the server', async () => {
    fakeApi({ 'GET /v1/auth/security': { body: settings }, 'PATCH /v1/auth/security': refusal(400, 'NOTHING_TO_CHANGE') });
    const card = await openProfile();
    await userEvent.click(within(card).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alertdialog', { name: 'Error' })).toHaveTextContent('No valid changes applied');
  });
});
