import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { resetPassword } from '@freightdeck/auth';
import { paths } from '@freightdeck/contracts';
import { Button, Form, TextField, useForm } from '@freightdeck/ui';
import { AuthCard, Footer, Notice } from './auth-card';
import { newPasswordRules } from './password-rules';

type Values = { password: string; confirm: string };

/**
 * /reset-password?token=… (docs/product/sessions.md#passwords-and-account-links): the link from the
 * e-mail sets a new password.
 */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const form = useForm<Values>({
    initialValues: { password: '', confirm: '' },
    rules: newPasswordRules<Values>(),
    onSubmit: async ({ password }) => {
      // Refused or expired links go to the error modal with the catalogue's message
      // (docs/product/errors.md#error-catalogue).
      await resetPassword(token, password);
      navigate(paths.login(), { replace: true, state: { notice: 'password-reset' } });
    },
  });

  return (
    <AuthCard title="Set a new password" lead="Choose a password of at least 8 characters.">
      {token ? (
        <Form form={form} aria-label="Choose a new password">
          <TextField label="New password" type="password" autoComplete="new-password" required {...form.field('password')} />
          <TextField label="Repeat new password" type="password" autoComplete="new-password" required {...form.field('confirm')} />
          <Button type="submit" disabled={form.submitting}>{form.submitting ? 'Saving…' : 'Set password'}</Button>
        </Form>
      ) : (
        <Notice role="alert" data-tone="danger">This link is incomplete. Open the link from the e-mail again, or request a new one.</Notice>
      )}
      <Footer>
        <RouterLink to={paths.forgotPassword()}>Request a new link</RouterLink>
        {' · '}
        <RouterLink to={paths.login()}>Back to sign in</RouterLink>
      </Footer>
    </AuthCard>
  );
}
