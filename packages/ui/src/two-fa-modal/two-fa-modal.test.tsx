import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TwoFaChallenge } from '@freightdeck/contracts';
import { ErrorModalHost, errorModal } from '../error-modal';
import { axeViolations } from '../testing/axe';
import { renderUi } from '../testing/render';
import { TwoFaModal } from './two-fa-modal';

const emailChallenge: TwoFaChallenge = { userId: 'u1', token: 'tok-1', email: 't***@nordic.test', method: 'EMAIL' };

function setup({ challenge = emailChallenge, verify = jest.fn(async () => undefined), resend = jest.fn(async () => ({ token: 'tok-2' })) } = {}) {
  const onClose = jest.fn();
  renderUi(<><TwoFaModal challenge={challenge} onVerify={verify} onResend={resend} onClose={onClose} /><ErrorModalHost /></>);
  return { user: userEvent.setup({ advanceTimers: jest.advanceTimersByTime }), verify, resend, onClose };
}

const boxes = () => screen.getAllByRole('textbox', { name: /Digit \d of 6/ }) as HTMLInputElement[];
const code = () => boxes().map((b) => b.value).join('');
const verifyButton = () => screen.getByRole('button', { name: 'Verify' });
const refuse = (c: string) => Object.assign(new Error(c), { code: c });

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  act(() => errorModal.dismiss());
  jest.useRealTimers();
});

describe('two-factor modal', () => {
  it('has 6 labelled boxes that take only digits, moving focus on; Verify waits for all 6', async () => {
    const { user } = setup();
    expect(screen.getByRole('dialog', { name: 'Two-factor verification' })).toHaveTextContent('t***@nordic.test');
    expect(screen.getByRole('group', { name: 'Verification code' })).toBeInTheDocument();
    expect(boxes()).toHaveLength(6);
    expect(boxes()[0]).toHaveFocus();
    await user.keyboard('1a2-3 4.');
    expect(code()).toBe('1234');
    expect(boxes()[4]).toHaveFocus();
    expect(verifyButton()).toBeDisabled();
    await user.keyboard('56');
    expect(verifyButton()).toBeEnabled();
    jest.useRealTimers(); // axe schedules its own work
    expect(await axeViolations()).toEqual([]);
  });

  it('Backspace clears the box, then steps back; Tab moves between boxes', async () => {
    const { user } = setup();
    await user.keyboard('123');
    expect(boxes()[3]).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(code()).toBe('12');
    expect(boxes()[2]).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(code()).toBe('1');
    expect(boxes()[1]).toHaveFocus();
    await user.tab({ shift: true });
    expect(boxes()[0]).toHaveFocus();
  });

  it('pasting a 6-digit code fills every box; anything else is ignored', () => {
    setup();
    fireEvent.paste(boxes()[0]!, { clipboardData: { getData: () => '12 ab' } });
    expect(code()).toBe('');
    fireEvent.paste(boxes()[2]!, { clipboardData: { getData: () => ' 987 654 ' } });
    expect(code()).toBe('987654');
    expect(boxes()[5]).toHaveFocus();
    expect(verifyButton()).toBeEnabled();
  });

  it('verifies with the challenge token and the code', async () => {
    const { user, verify } = setup();
    await user.keyboard('123456');
    await user.click(verifyButton());
    expect(verify).toHaveBeenCalledWith({ token: 'tok-1', code: '123456' });
  });

  it.each(['INVALID_TWO_FA_TOKEN', 'TWO_FA_TOKEN_EXPIRED'])('shows %s under the boxes and keeps Verify off until the code is edited', async (c) => {
    const { user } = setup({ verify: jest.fn(async () => { throw refuse(c); }) });
    await user.keyboard('123456');
    await user.click(verifyButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(c === 'INVALID_TWO_FA_TOKEN' ? 'Invalid verification code' : 'Verification code expired, please click "Resend" to obtain new code');
    expect(screen.getByRole('group', { name: 'Verification code' })).toHaveAccessibleDescription(alert.textContent ?? '');
    expect(verifyButton()).toBeDisabled();
    expect(boxes()[5]).toHaveFocus();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await user.keyboard('{Backspace}');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.keyboard('7');
    expect(verifyButton()).toBeEnabled();
  });

  it('sends other failures to the global error modal', async () => {
    const { user } = setup({ verify: jest.fn(async () => { throw refuse('RATE_LIMITED'); }) });
    await user.keyboard('123456');
    await user.click(verifyButton());
    expect(await screen.findByRole('alertdialog', { name: 'Error' })).toHaveTextContent('Too many attempts');
    expect(screen.queryByText('Invalid verification code')).not.toBeInTheDocument();
  });

  it('Resend counts down 59 → 0, sends a new code and starts again; the new token is verified', async () => {
    const { user, resend, verify } = setup();
    expect(screen.getByRole('button', { name: 'Resend (59s)' })).toBeDisabled();
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByRole('button', { name: 'Resend (58s)' })).toBeDisabled();
    act(() => jest.advanceTimersByTime(58_000));
    await user.click(screen.getByRole('button', { name: 'Resend' }));
    expect(resend).toHaveBeenCalledWith(emailChallenge);
    expect(await screen.findByRole('button', { name: 'Resend (59s)' })).toBeDisabled();
    expect(boxes()[0]).toHaveFocus();
    await user.keyboard('654321');
    await user.click(verifyButton());
    expect(verify).toHaveBeenCalledWith({ token: 'tok-2', code: '654321' });
  });

  it('Resend stays off while verifying', async () => {
    let finish: () => void = () => {};
    const { user } = setup({ verify: jest.fn(() => new Promise<undefined>((r) => { finish = () => r(undefined); })) });
    act(() => jest.advanceTimersByTime(59_000));
    expect(screen.getByRole('button', { name: 'Resend' })).toBeEnabled();
    await user.click(boxes()[0]!);
    await user.keyboard('123456');
    await user.click(verifyButton());
    expect(screen.getByRole('button', { name: 'Resend' })).toBeDisabled();
    await act(async () => finish());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Resend' })).toBeEnabled());
  });

  it('offers no Resend for an authenticator-app code', () => {
    setup({ challenge: { ...emailChallenge, method: 'TOTP' } });
    expect(screen.getByRole('dialog')).toHaveTextContent('authenticator app');
    expect(screen.queryByRole('button', { name: /Resend/ })).not.toBeInTheDocument();
  });

  it('does not submit a form around the component that opened it', async () => {
    const outer = jest.fn((e: { preventDefault: () => void }) => e.preventDefault());
    const verify = jest.fn(async () => undefined);
    renderUi(<form onSubmit={outer}><TwoFaModal challenge={emailChallenge} onVerify={verify} onClose={jest.fn()} /></form>);
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.keyboard('123456');
    await user.click(verifyButton());
    expect(verify).toHaveBeenCalled();
    expect(outer).not.toHaveBeenCalled();
  });

  it('Escape closes it', async () => {
    const { user, onClose } = setup();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });
});
