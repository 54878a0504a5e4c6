import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { login, rememberedEmail, sendTwoFaCode } from '@freightdeck/auth';
import { paths, type TwoFaChallenge } from '@freightdeck/contracts';
import { Button, Form, TextField, rules, useForm } from '@freightdeck/ui';
import { loadWithReload } from '../../routing/lazy-page';
import { AuthCard, Notice } from '../account/auth-card';
import { LOGIN_NOTICES, type LoginNotice } from '../account/password-rules';

const ForgotLink = styled(RouterLink)`
  align-self: flex-end;
  margin-top: -${({ theme }) => theme.spacing(1)};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;
  &:hover { text-decoration: underline; }
`;

type Values = { email: string; password: string };

const TwoFaStep = lazy(() => loadWithReload(() => import('./two-fa-step')));

/**
 * /login (docs/product/sessions.md#sign-in): e-mail and password, then the two-factor step when the
 * account has it.
 */
export default function LoginPage() {
  const location = useLocation();
  const notice = (location.state as { notice?: LoginNotice } | null)?.notice;
  const [challenge, setChallenge] = useState<TwoFaChallenge | null>(null);

  const form = useForm<Values>({
    // `auth/email` (docs/product/sessions.md#storage-keys): the address of the last sign-in, reset
    // or activation.
    initialValues: { email: rememberedEmail.get(), password: '' },
    rules: {
      email: [rules.required('Enter your e-mail address')],
      password: [rules.required('Enter your password')],
    },
    onSubmit: async ({ email, password }) => {
      const result = await login(email.trim(), password);
      if (result.twoFa) setChallenge(result.twoFa);
      else rememberedEmail.set(email.trim());
      // With tokens the session is stored and the guest guard sends the user on.
    },
  });
  const email = form.values.email.trim();
  // After a reset or an activation the address is known: start in the password field.
  const [startInPassword] = useState(() => form.values.email !== '');

  return (
    <AuthCard title="Sign in" lead="Quote, book and track your air and sea freight.">
      {notice && LOGIN_NOTICES[notice] && <Notice role="status">{LOGIN_NOTICES[notice]}</Notice>}
      <Form form={form} aria-label="Sign in">
        <TextField label="E-mail" type="email" autoComplete="username" required autoFocus={!startInPassword} {...form.field('email')} />
        <TextField label="Password" type="password" autoComplete="current-password" required autoFocus={startInPassword} {...form.field('password')} />
        <ForgotLink to={paths.forgotPassword()}>Forgot password?</ForgotLink>
        <Button type="submit" disabled={form.submitting}>{form.submitting ? 'Signing in…' : 'Sign in'}</Button>
      </Form>
      {challenge && (
        <Suspense fallback={null}>
          <TwoFaStep
          challenge={challenge}
          onVerify={async (answer) => {
            await login(email, form.values.password, answer);
            rememberedEmail.set(email);
          }}
          onResend={(c) => sendTwoFaCode(c.userId, c.token)}
          onClose={() => setChallenge(null)}
          />
        </Suspense>
      )}
    </AuthCard>
  );
}
