import { useState } from 'react';
import { Button, Form, FormActions, TextField, rules, useForm } from '@freightdeck/ui';
import { newPasswordRules } from '../account/password-rules';
import { Card, CardTitle, Muted, Saved } from './profile.styles';
import type { useSecurityPatch } from './use-security-patch';

type Values = { current: string; password: string; confirm: string };
const EMPTY: Values = { current: '', password: '', confirm: '' };

/** Change password: the current one (`INVALID_PASSWORD`), then the new one twice. */
export function PasswordCard({ patch }: { patch: ReturnType<typeof useSecurityPatch>['patch'] }) {
  const [saved, setSaved] = useState(false);
  const form = useForm<Values>({
    initialValues: EMPTY,
    rules: { current: [rules.required('Enter your current password')], ...newPasswordRules<Values>() },
    onSubmit: async ({ current, password }) => {
      setSaved(false);
      await patch({ currentPassword: current, newPassword: password });
      form.reset(EMPTY);
      setSaved(true);
    },
  });
  return (
    <Card aria-labelledby="password-title">
      <CardTitle id="password-title">Change password</CardTitle>
      <Muted>Your other sessions end when the password changes.</Muted>
      {saved && <Saved role="status">Your password has been changed.</Saved>}
      <Form form={form} aria-labelledby="password-title">
        <TextField label="Current password" type="password" autoComplete="current-password" required {...form.field('current')} />
        <TextField label="New password" type="password" autoComplete="new-password" required {...form.field('password')} />
        <TextField label="Repeat new password" type="password" autoComplete="new-password" required {...form.field('confirm')} />
        <FormActions>
          <Button type="submit" disabled={form.submitting}>{form.submitting ? 'Saving…' : 'Change password'}</Button>
        </FormActions>
      </Form>
    </Card>
  );
}
