import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { ApiError, login } from '@freightdeck/auth';
import { errorMessage, type TwoFaChallenge } from '@freightdeck/contracts';
import { Button, Logo, Modal, TextField } from '@freightdeck/ui';
import { TwoFaModal } from './two-fa-modal';

const Page = styled.main`
  min-height: 100vh;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.spacing(2)};
  background: linear-gradient(135deg, ${({ theme }) => theme.colors.navy} 0%, ${({ theme }) => theme.colors.navyLight} 100%);
`;

const Card = styled.div`
  width: 100%;
  max-width: 400px;
  padding: ${({ theme }) => theme.spacing(5, 4)};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.popover};
`;

const Heading = styled.h1`
  margin: ${({ theme }) => theme.spacing(3, 0, 0.5)};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  color: ${({ theme }) => theme.colors.navy};
`;

const Lead = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing(3)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(2)};
  & > button { margin-top: ${({ theme }) => theme.spacing(1)}; min-height: 44px; }
`;

const ModalActions = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: ${({ theme }) => theme.spacing(3)};
`;

type FieldErrors = { email?: string; password?: string };

/** /login (spec §2): e-mail and password, then the two-factor step when the account has it. */
export default function LoginPage() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const [challenge, setChallenge] = useState<TwoFaChallenge | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const showError = (error: unknown) => setFailure(errorMessage(error instanceof ApiError ? error.code : null));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // Spec §5: validation only on submit.
    const errors: FieldErrors = {};
    if (!email.trim()) errors.email = 'Enter your e-mail address';
    if (!password) errors.password = 'Enter your password';
    setFieldErrors(errors);
    if (errors.email || errors.password) return;
    setSubmitting(true);
    try {
      const result = await login(email.trim(), password);
      if (result.twoFa) setChallenge(result.twoFa);
      // With tokens the session is stored and the guest guard sends the user on.
    } catch (error) {
      showError(error);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Page>
      <Card>
        <Logo />
        <Heading>Sign in</Heading>
        <Lead>Quote, book and track your air and sea freight.</Lead>
        <Form onSubmit={submit} noValidate>
          <TextField
            label="E-mail"
            type="email"
            name="email"
            autoComplete="username"
            value={email}
            error={fieldErrors.email}
            onChange={(e) => { setEmail(e.target.value); setFieldErrors((f) => ({ ...f, email: undefined })); }}
          />
          <TextField
            label="Password"
            type="password"
            name="password"
            autoComplete="current-password"
            value={password}
            error={fieldErrors.password}
            onChange={(e) => { setPassword(e.target.value); setFieldErrors((f) => ({ ...f, password: undefined })); }}
          />
          <Button type="submit" disabled={submitting}>{submitting ? 'Signing in…' : 'Sign in'}</Button>
        </Form>
      </Card>
      {challenge && (
        <TwoFaModal challenge={challenge} email={email.trim()} password={password} onCancel={() => setChallenge(null)} onError={showError} />
      )}
      <Modal open={failure !== null} title="Error" onClose={() => setFailure(null)}>
        <p>{failure}</p>
        <ModalActions>
          <Button onClick={() => setFailure(null)}>OK</Button>
        </ModalActions>
      </Modal>
    </Page>
  );
}
