import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { ApiError, login, sendTwoFaCode } from '@freightdeck/auth';
import { errorMessage, type TwoFaChallenge } from '@freightdeck/contracts';
import { Button, Modal } from '@freightdeck/ui';
import { CODE_LENGTH, CodeBoxes } from './code-boxes';
import { useCooldown } from './use-cooldown';

const Text = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing(2)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const InlineError = styled.p`
  margin: ${({ theme }) => theme.spacing(1, 0, 0)};
  text-align: center;
  color: ${({ theme }) => theme.colors.danger};
`;

const Actions = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  margin-top: ${({ theme }) => theme.spacing(3)};
`;

export interface TwoFaModalProps {
  challenge: TwoFaChallenge;
  email: string;
  password: string;
  onCancel: () => void;
  /** Errors that are not about the code go to the page's error modal (spec §8). */
  onError: (error: unknown) => void;
}

const empty = () => Array.from({ length: CODE_LENGTH }, () => '');

/** Spec §5: the two-factor step of sign-in. A successful verify stores the session. */
export function TwoFaModal({ challenge, email, password, onCancel, onError }: TwoFaModalProps) {
  const [digits, setDigits] = useState(empty);
  const [token, setToken] = useState(challenge.token);
  const [error, setError] = useState<string | null>(null);
  const [verifying, setVerifying] = useState(false);
  const [resending, setResending] = useState(false);
  const cooldown = useCooldown();
  const errorId = useId();
  const complete = digits.every((d) => d !== '');

  const edit = (next: string[]) => {
    setDigits(next);
    setError(null); // spec §5: editing clears the error
  };

  const verify = async (event: FormEvent) => {
    event.preventDefault();
    if (!complete || error || verifying) return;
    setVerifying(true);
    try {
      await login(email, password, { token, code: digits.join('') });
    } catch (e) {
      if (e instanceof ApiError && e.code.includes('TWO_FA_TOKEN')) setError(errorMessage(e.code));
      else onError(e);
      setVerifying(false);
    }
  };

  const resend = async () => {
    setResending(true);
    try {
      const next = await sendTwoFaCode(challenge.userId);
      setToken(next.token);
      setDigits(empty());
      setError(null);
      cooldown.restart();
    } catch (e) {
      onError(e);
    } finally {
      setResending(false);
    }
  };

  return (
    <Modal open title="Two-factor verification" onClose={onCancel}>
      <form onSubmit={verify} noValidate>
        <Text>Enter the 6-digit code we sent to {challenge.email}.</Text>
        <CodeBoxes digits={digits} onChange={edit} invalid={Boolean(error)} describedBy={error ? errorId : undefined} disabled={verifying} />
        {error && <InlineError id={errorId} role="alert">{error}</InlineError>}
        <Actions>
          <Button variant="link" onClick={() => void resend()} disabled={cooldown.remaining > 0 || verifying || resending}>
            {cooldown.remaining > 0 ? `Resend (${cooldown.remaining}s)` : 'Resend'}
          </Button>
          <Button type="submit" disabled={!complete || Boolean(error) || verifying}>
            {verifying ? 'Verifying…' : 'Verify'}
          </Button>
        </Actions>
      </form>
    </Modal>
  );
}
