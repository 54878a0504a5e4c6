import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { errorMessage, type TwoFaChallenge } from '@freightdeck/contracts';
import { Button } from '../button';
import { errorCode, errorModal } from '../error-modal';
import { Modal } from '../modal';
import { CODE_LENGTH, CodeBoxes } from './code-boxes';
import { Actions, InlineError, Text } from './two-fa-modal.styles';
import { useCooldown } from './use-cooldown';

export interface TwoFaVerification {
  /** The challenge token being answered (a resend replaces it). */
  token: string;
  code: string;
}

export interface TwoFaModalProps {
  /**
   * The challenge (docs/product/sessions.md#two-factor): userId, token, (masked) e-mail, and the
   * method.
   */
  challenge: TwoFaChallenge;
  /** Repeats the guarded action with the code; reject to show why. */
  onVerify: (answer: TwoFaVerification) => Promise<unknown>;
  /** Sends a new code (`sendTwoFaCode`); resolves with the new challenge token. Not used for TOTP. */
  onResend?: (challenge: TwoFaChallenge) => Promise<{ token: string }>;
  onClose: () => void;
  /**
   * Failures not about the code; default the global error modal
   * (docs/product/errors.md#where-errors-show).
   */
  onError?: (error: unknown) => void;
  title?: string;
}

const empty = () => Array.from({ length: CODE_LENGTH }, () => '');

/**
 * The two-factor modal (docs/product/sessions.md#two-factor), for sign-in and for any action the
 * server guards with a code. Codes containing TWO_FA_TOKEN are shown under the boxes; Verify waits
 * for six digits and no error; Resend waits out the 59 → 0 counter and any verify. An
 * authenticator-app code (TOTP) has nothing to resend.
 */
export function TwoFaModal({ challenge, onVerify, onResend, onClose, onError = errorModal.show, title = 'Two-factor verification' }: TwoFaModalProps) {
  const [digits, setDigits] = useState(empty);
  const [token, setToken] = useState(challenge.token);
  const [error, setError] = useState<string | null>(null);
  const [verifying, setVerifying] = useState(false);
  const [resending, setResending] = useState(false);
  const cooldown = useCooldown();
  const errorId = useId();
  const complete = digits.every((d) => d !== '');
  const totp = challenge.method === 'TOTP';
  const formRef = useRef<HTMLFormElement>(null);
  // Where focus goes once the boxes are enabled again: the first box after a resend, the
  // last after a refused code (the focused button was disabled under the user).
  const [focusBox, setFocusBox] = useState<'first' | 'last' | null>(null);
  useEffect(() => {
    if (!focusBox || verifying) return;
    const boxes = formRef.current?.querySelectorAll('input');
    (focusBox === 'first' ? boxes?.[0] : boxes?.[boxes.length - 1])?.focus();
    setFocusBox(null);
  }, [focusBox, verifying]);
  const canResend = !totp && onResend !== undefined;

  const edit = (next: string[]) => {
    setDigits(next);
    setError(null); // editing clears the error
  };

  const verify = async (event: FormEvent) => {
    event.preventDefault();
    // The modal is portalled, but React still bubbles its submit to a form around its owner.
    event.stopPropagation();
    if (!complete || error || verifying) return;
    setVerifying(true);
    try {
      await onVerify({ token, code: digits.join('') });
    } catch (e) {
      const code = errorCode(e);
      if (code?.includes('TWO_FA_TOKEN')) {
        setError(errorMessage(code));
        setFocusBox('last');
      } else onError(e);
    } finally {
      setVerifying(false);
    }
  };

  const resend = async () => {
    if (!onResend) return;
    setResending(true);
    try {
      const next = await onResend({ ...challenge, token });
      setToken(next.token);
      setDigits(empty());
      setError(null);
      cooldown.restart();
      setFocusBox('first');
    } catch (e) {
      onError(e);
    } finally {
      setResending(false);
    }
  };

  return (
    <Modal open title={title} onClose={onClose}>
      <form ref={formRef} onSubmit={verify} noValidate>
        <Text>
          {totp
            ? 'Enter the 6-digit code from your authenticator app.'
            : `Enter the 6-digit code we sent to ${challenge.email}.`}
        </Text>
        <CodeBoxes digits={digits} onChange={edit} invalid={Boolean(error)} describedBy={error ? errorId : undefined} disabled={verifying} />
        {error && <InlineError id={errorId} role="alert">{error}</InlineError>}
        <Actions data-single={!canResend}>
          {canResend && (
            <Button variant="link" onClick={() => void resend()} disabled={cooldown.remaining > 0 || verifying || resending}>
              {cooldown.remaining > 0 ? `Resend (${cooldown.remaining}s)` : 'Resend'}
            </Button>
          )}
          <Button type="submit" disabled={!complete || Boolean(error) || verifying}>
            {verifying ? 'Verifying…' : 'Verify'}
          </Button>
        </Actions>
      </form>
    </Modal>
  );
}
