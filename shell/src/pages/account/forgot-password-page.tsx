import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { rememberedEmail, requestPasswordReset } from '@freightdeck/auth';
import { paths } from '@freightdeck/contracts';
import { Button, Form, TextField, rules, useForm } from '@freightdeck/ui';
import { AuthCard, Footer, Notice } from './auth-card';

/**
 * /forgot-password (docs/product/sessions.md#passwords-and-account-links): asks for a reset link.
 * The answer is the same whether or not the address has an account (no enumeration), and so is this
 * page.
 */
export default function ForgotPasswordPage() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm({
    initialValues: { email: rememberedEmail.get() },
    rules: { email: [rules.required('Enter your e-mail address'), rules.email('Enter a valid e-mail address')] },
    onSubmit: async ({ email }) => {
      await requestPasswordReset(email.trim());
      rememberedEmail.set(email.trim());
      setSentTo(email.trim());
    },
  });

  return (
    <AuthCard title="Forgot password?" lead="Enter the e-mail address you sign in with and we will send you a link to choose a new password.">
      {sentTo ? (
        <Notice role="status">
          If an account exists for {sentTo}, we have sent it a link to reset the password. The link is valid for 1 hour.
        </Notice>
      ) : (
        <Form form={form} aria-label="Request a reset link">
          <TextField label="E-mail" type="email" autoComplete="username" required {...form.field('email')} />
          <Button type="submit" disabled={form.submitting}>{form.submitting ? 'Sending…' : 'Send reset link'}</Button>
        </Form>
      )}
      <Footer>
        <RouterLink to={paths.login()}>Back to sign in</RouterLink>
      </Footer>
    </AuthCard>
  );
}
