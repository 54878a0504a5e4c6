import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureAuth, sessionStore } from '@freightdeck/auth';
import { UiProvider } from '@freightdeck/ui';
import { TwoFaModal } from './two-fa-modal';

const challenge = { userId: 'u1', token: 'tok-1', email: 'a***@nordic.test', method: 'EMAIL' as const };
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const tokens = {
  accessToken: 'a.e30.s', accessTokenExpireAt: new Date(Date.now() + 900_000).toISOString(),
  refreshToken: 'r', refreshTokenExpireAt: new Date(Date.now() + 9_000_000).toISOString(), publicKey: 'pk',
};

let fetchFn: jest.Mock;
function setup(handler: (url: string, init: RequestInit) => Response) {
  fetchFn = jest.fn(async (url: string, init: RequestInit) => handler(url, init));
  configureAuth({ fetch: fetchFn as unknown as typeof fetch });
  const onError = jest.fn();
  render(<UiProvider><TwoFaModal challenge={challenge} email="ann@nordic.test" password="pw" onCancel={jest.fn()} onError={onError} /></UiProvider>);
  return { user: userEvent.setup({ advanceTimers: jest.advanceTimersByTime }), onError };
}

const boxes = () => screen.getAllByRole('textbox', { name: /Digit \d of 6/ });
const verify = () => screen.getByRole('button', { name: 'Verify' });

beforeEach(() => {
  jest.useFakeTimers();
  localStorage.clear();
  sessionStore.clear();
});
afterEach(() => jest.useRealTimers());

describe('two-factor modal', () => {
  it('has exactly 6 boxes that take only digits; Verify waits for all 6', async () => {
    const { user } = setup(() => json(200, { tokens, twoFa: null }));
    expect(screen.getByRole('dialog', { name: 'Two-factor verification' })).toBeInTheDocument();
    expect(boxes()).toHaveLength(6);
    await user.click(boxes()[0]!);
    await user.keyboard('1a2-3 4.');
    expect(boxes().map((b) => (b as HTMLInputElement).value)).toEqual(['1', '2', '3', '4', '', '']);
    expect(verify()).toBeDisabled();
    await user.keyboard('56');
    expect(verify()).toBeEnabled();
  });

  it('Backspace clears the box, then steps back', async () => {
    const { user } = setup(() => json(200, {}));
    await user.click(boxes()[0]!);
    await user.keyboard('123');
    expect(boxes()[3]).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(boxes().map((b) => (b as HTMLInputElement).value).join('')).toBe('12');
    expect(boxes()[2]).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(boxes().map((b) => (b as HTMLInputElement).value).join('')).toBe('1');
    expect(boxes()[1]).toHaveFocus();
  });

  it('verifies with the token and code and stores the session', async () => {
    const { user } = setup(() => json(200, { tokens, twoFa: null }));
    await user.click(boxes()[0]!);
    await user.keyboard('123456');
    await user.click(verify());
    await waitFor(() => expect(sessionStore.get()).toEqual(tokens));
    const [url, init] = fetchFn.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/v1/auth/login');
    const headers = new Headers(init.headers);
    expect([headers.get('X-2FA-Token'), headers.get('X-2FA-Code')]).toEqual(['tok-1', '123456']);
  });

  it('shows TWO_FA_TOKEN errors under the boxes, disables Verify until the code is edited', async () => {
    const { user, onError } = setup(() => json(400, { code: 'INVALID_TWO_FA_TOKEN', message: 'bad', details: null }));
    await user.click(boxes()[0]!);
    await user.keyboard('123456');
    await user.click(verify());
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid verification code');
    expect(verify()).toBeDisabled();
    expect(onError).not.toHaveBeenCalled();
    await user.click(boxes()[5]!);
    await user.keyboard('{Backspace}');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.keyboard('7');
    expect(verify()).toBeEnabled();
  });

  it('sends other errors to the page error handler', async () => {
    const { user, onError } = setup(() => json(429, { code: 'RATE_LIMITED', message: 'slow down', details: null }));
    await user.click(boxes()[0]!);
    await user.keyboard('123456');
    await user.click(verify());
    await waitFor(() => expect(onError).toHaveBeenCalledWith(expect.objectContaining({ code: 'RATE_LIMITED' })));
    expect(await screen.findByRole('button', { name: 'Verify' })).toBeEnabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('Resend waits for the 60 s cooldown (59 down to 0), then sends a new code', async () => {
    const { user } = setup((url) => (url.endsWith('/two-fa/send') ? json(200, { token: 'tok-2' }) : json(200, { tokens, twoFa: null })));
    expect(screen.getByRole('button', { name: 'Resend (59s)' })).toBeDisabled();
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByRole('button', { name: 'Resend (58s)' })).toBeDisabled();
    act(() => jest.advanceTimersByTime(58_000));
    const resend = screen.getByRole('button', { name: 'Resend' });
    expect(resend).toBeEnabled();
    await user.click(resend);
    const [url, init] = fetchFn.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/v1/auth/two-fa/send');
    expect(JSON.parse(String(init.body))).toEqual({ userId: 'u1' });
    expect(await screen.findByRole('button', { name: 'Resend (59s)' })).toBeDisabled();

    await user.click(boxes()[0]!);
    await user.keyboard('654321');
    await user.click(verify());
    await waitFor(() => expect(fetchFn).toHaveBeenCalledTimes(2));
    expect(new Headers((fetchFn.mock.calls[1] as [string, RequestInit])[1].headers).get('X-2FA-Token')).toBe('tok-2');
  });
});
